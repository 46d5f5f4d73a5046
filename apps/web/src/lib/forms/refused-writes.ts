// The words and the way on for a write the server refused with 403 or 404 (decision 0015). Apart from the form's
// message (lib/form-messages.tsx) so that the app-wide mutation handler's toast does not load the form code.
import { ForbiddenError, NotFoundError } from '@console/sdk';

const FORBIDDEN_WRITE_MESSAGE = 'You may no longer do this: your permissions have changed.';
const GONE_WRITE_MESSAGE = 'This item no longer exists: someone may have deleted it.';

/** Where to go on after a refused write: the dashboard after a 403, the section's list after a 404. */
export function goOnTarget(error: ForbiddenError | NotFoundError, pathname: string) {
  const section = pathname.split('/').find(Boolean);
  if (error instanceof NotFoundError && section && `/${section}` !== pathname) {
    return { to: `/${section}`, label: 'Back to the list' };
  }
  return { to: '/dashboard', label: 'Go to the dashboard' };
}

export const isRefusedWrite = (error: unknown): error is ForbiddenError | NotFoundError =>
  error instanceof ForbiddenError || error instanceof NotFoundError;

/** The sentence for a refused write; a toast of an action outside a form uses it alone. */
export function refusedWriteText(error: ForbiddenError | NotFoundError) {
  return error instanceof ForbiddenError ? FORBIDDEN_WRITE_MESSAGE : GONE_WRITE_MESSAGE;
}
