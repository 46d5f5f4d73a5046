// Route guards: read the one access table, never a copy of it. Each table is loaded by the first guard that
// needs it, not with the route tree every page loads (decision 0010).
import { redirect } from '@tanstack/react-router';

import type { AccessKey } from './access';
import type { StaffAccessKey } from './staff-access';

/** A `beforeLoad` that loads a table's check on first use and sends whoever fails it to `to`. */
function lazyGuard<Context, Key>(
  load: () => Promise<(context: Context, key: Key) => boolean>,
  to: '/unauthorized' | '/admin/unauthorized',
) {
  return (key: Key) =>
    async ({ context }: { context: Context }) => {
      if (!(await load())(context, key)) throw redirect({ to, replace: true });
    };
}

/** A route's `beforeLoad`: sends a user without one of the listed privileges to /unauthorized. */
export const requireAccess = lazyGuard<{ privileges: readonly string[] }, AccessKey>(
  () =>
    import('./access').then(
      ({ canAccess }) =>
        (context, key) =>
          canAccess(context.privileges, key),
    ),
  '/unauthorized',
);

/** A staff route's `beforeLoad`: a staff member whose role may not goes to the staff area's /admin/unauthorized. */
export const requireStaffAccess = lazyGuard<{ staffRole: string }, StaffAccessKey>(
  () =>
    import('./staff-access').then(
      ({ canStaffAccess }) =>
        (context, key) =>
          canStaffAccess(context.staffRole, key),
    ),
  '/admin/unauthorized',
);
