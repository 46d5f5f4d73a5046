// What a form says when the server refuses a write (decision 0015): the input stays, the message says plainly
// why (lib/refused-writes.ts), and a link says where to go on. And a 429's wait, in words.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { ForbiddenError, NotFoundError, TooManyRequestsError } from '@console/sdk';

import { goOnTarget, refusedWriteText } from './refused-writes';

const INPUT_KEPT = 'What you typed is still here.';

/** A form's message for a 403 or 404 answer to its write, with the way on. */
export function RefusedWriteMessage({ error }: { error: ForbiddenError | NotFoundError }): ReactNode {
  const target = goOnTarget(error, window.location.pathname);
  return (
    <>
      {refusedWriteText(error)} {INPUT_KEPT}{' '}
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
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export const tooManyAttemptsMessage = (secondsLeft: number) =>
  `Too many attempts. Wait ${formatWait(secondsLeft)}, then try again.`;

/** The wait a 429 asks for; a minute when the server did not say. */
export const waitSecondsOf = (error: TooManyRequestsError) => error.retryAfterSeconds ?? 60;
