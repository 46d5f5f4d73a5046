// The app's wording of a failed call (docs/product-rules.md#errors-and-messages), in the tab's language. The SDK's
// errors speak English to programs and logs; wherever the app shows one, it shows its own sentence for the error's
// class instead, the same words in English. What the server wrote itself (a 422's messages, an error's `detail`)
// is shown as sent. Next to refused-writes.ts: the app-wide mutation handler's toasts and every form use it.
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  SessionExpiredError,
  TimeoutError,
  ValidationError,
} from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { formsMessages } from './forms.messages';
import { refusedWriteText } from './refused-writes';

const t = (key: keyof typeof formsMessages.source, values?: Record<string, string>) =>
  translate(formsMessages, key, values);

/** One 422 issue as a line: 'address > city: message', or 'Unknown field: message' without a path. */
export const issueLine = ({ path, message }: { path: string; message: string }) =>
  path ? `${path}: ${message}` : t('unknownField', { message });

/**
 * What to show for `error`: the app's sentence for an SDK error (a 422's issues line by line, the server's own
 * `detail` where it gave one), an app error's message as it is (the app words those itself), else `fallback`.
 */
export function errorText(error: unknown, fallback: string = t('genericError')): string {
  if (error instanceof ValidationError)
    return error.issues.length > 0 ? error.issues.map(issueLine).join('\n') : t('unknownValidation');
  // The time-out as digits: the English is the SDK's own sentence ('after 900000 ms').
  if (error instanceof TimeoutError) return t('timeoutError', { ms: String(error.timeoutMs) });
  if (error instanceof NetworkError) return t('networkError');
  if (error instanceof ConflictError) return t('conflictError');
  if (error instanceof ForbiddenError || error instanceof NotFoundError) return refusedWriteText(error);
  if (error instanceof SessionExpiredError) return t('sessionExpired');
  if (error instanceof ApiError) {
    const { detail } = error;
    // The server's own words where its body gave them (the SDK's message is then that detail).
    return typeof detail === 'string' && detail !== '' && error.message === detail
      ? detail
      : t('genericError');
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
