// What a form says when the server refuses a write (decision 0015): the input stays, the message says plainly
// why (lib/forms/refused-writes.ts), and a link says where to go on. And a 429's wait, in words.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { ForbiddenError, NotFoundError, TooManyRequestsError } from '@console/sdk';
import { translate, useMessages } from '@console/ui/i18n';

import { formsMessages } from './forms.messages';
import { goOnTarget, refusedWriteText } from './refused-writes';

/** A form's message for a 403 or 404 answer to its write, with the way on. */
export function RefusedWriteMessage({ error }: { error: ForbiddenError | NotFoundError }): ReactNode {
  const t = useMessages(formsMessages);
  const target = goOnTarget(error, window.location.pathname);
  return (
    <>
      {refusedWriteText(error)} {t('inputKept')}{' '}
      <Link to={target.to} className="font-medium underline">
        {target.label}
      </Link>
    </>
  );
}

/** The wait as words: '45 seconds', '1 minute 5 seconds', '2 minutes'. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return translate(formsMessages, 'waitSeconds', { seconds: rest });
  if (rest === 0) return translate(formsMessages, 'waitMinutes', { minutes });
  return translate(formsMessages, 'waitMinutesSeconds', { minutes, seconds: rest });
}

export const tooManyAttemptsMessage = (secondsLeft: number) =>
  translate(formsMessages, 'tooManyAttempts', { wait: formatWait(secondsLeft) });

/** The wait a 429 asks for; a minute when the server did not say. */
export const waitSecondsOf = (error: TooManyRequestsError) => error.retryAfterSeconds ?? 60;
