// The words and the way on for a write the server refused with 403 or 404 (decision 0015). Apart from the form's
// message (lib/forms/form-messages.tsx) so that the app-wide mutation handler's toast does not load the form code.
import { ForbiddenError, NotFoundError } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { formsMessages } from './forms.messages';

/** Where to go on after a refused write: the dashboard after a 403, the section's list after a 404. */
export function goOnTarget(error: ForbiddenError | NotFoundError, pathname: string) {
  const section = pathname.split('/').find(Boolean);
  if (error instanceof NotFoundError && section && `/${section}` !== pathname) {
    return { to: `/${section}`, label: translate(formsMessages, 'backToList') };
  }
  return { to: '/dashboard', label: translate(formsMessages, 'goToDashboard') };
}

export const isRefusedWrite = (error: unknown): error is ForbiddenError | NotFoundError =>
  error instanceof ForbiddenError || error instanceof NotFoundError;

/** The sentence for a refused write; a toast of an action outside a form uses it alone. */
export function refusedWriteText(error: ForbiddenError | NotFoundError) {
  return translate(formsMessages, error instanceof ForbiddenError ? 'forbiddenWrite' : 'goneWrite');
}
