import { createFileRoute, redirect } from '@tanstack/react-router';

import { appMode } from '~/lib/access/app-mode';

// "/" is the dashboard; in staff mode it is the staff login (docs/product-rules.md#app-modes).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: appMode === 'staff' ? '/admin/login' : '/dashboard', replace: true });
  },
});
