import { ApiError } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { sessionMessages } from '../session.messages';

/** Sign-in messages by status: the form keeps the e-mail whatever happens (a 429 counts down in the form). */
export function describeLoginError(error: unknown): string {
  if (!(error instanceof ApiError)) return translate(sessionMessages, 'failed');
  if (error.status === 401) return translate(sessionMessages, 'wrong');
  if (error.status === 403)
    return typeof error.detail === 'string' ? error.detail : translate(sessionMessages, 'inactive');
  if (error.status === 423) return translate(sessionMessages, 'locked');
  return error.message;
}
