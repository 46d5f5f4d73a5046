// What a form (or an action outside a form) says when the server refuses a write (decision 0015): the
// input stays, the message says plainly why, and a link says where to go on.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { ForbiddenError, NotFoundError, TooManyRequestsError } from '@console/sdk';

export const FORBIDDEN_WRITE_MESSAGE = 'You may no longer do this: your permissions have changed.';
export const GONE_WRITE_MESSAGE = 'This item no longer exists: someone may have deleted it.';
const INPUT_KEPT = 'What you typed is still here.';

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
