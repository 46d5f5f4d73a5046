// Route guards: read the one access table, never a copy of it.
import { redirect } from '@tanstack/react-router';
import { canAccess, type AccessKey } from './access';

/** A route's `beforeLoad`: sends a user without one of the listed privileges to /unauthorized. */
export function requireAccess(key: AccessKey) {
  return ({ context }: { context: { privileges: readonly string[] } }) => {
    if (!canAccess(context.privileges, key)) throw redirect({ to: '/unauthorized', replace: true });
  };
}
