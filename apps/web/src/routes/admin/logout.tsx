import { createFileRoute, redirect } from '@tanstack/react-router';
import { staffTokens } from '~/lib/api';

// Staff logout (spec section 4): clear both staff tokens, then the staff login.
export const Route = createFileRoute('/admin/logout')({
  beforeLoad: () => {
    staffTokens.clearTokens();
    throw redirect({ to: '/admin/login', replace: true });
  },
});
