import { createFileRoute, redirect } from '@tanstack/react-router';
import { appMode } from '~/lib/app-mode';

// "/" is the dashboard (spec section 2); in staff mode it is the staff login.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: appMode === 'staff' ? '/admin/login' : '/dashboard', replace: true });
  },
});
