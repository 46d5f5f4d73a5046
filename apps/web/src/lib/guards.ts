// Route guards: read the one access table, never a copy of it.
import { redirect } from '@tanstack/react-router';
import type { AccessKey } from './access';

/**
 * A route's `beforeLoad`: sends a user without one of the listed privileges to /unauthorized. The access table
 * is loaded by the first guard that runs, not with the route tree every page loads (decision 0010).
 */
export function requireAccess(key: AccessKey) {
  return async ({ context }: { context: { privileges: readonly string[] } }) => {
    const { canAccess } = await import('./access');
    if (!canAccess(context.privileges, key)) throw redirect({ to: '/unauthorized', replace: true });
  };
}
