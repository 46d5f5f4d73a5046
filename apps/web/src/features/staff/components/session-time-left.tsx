import { useEffect, useState } from 'react';

import { translate, useMessages } from '@console/ui/i18n';

import type { StaffSignIn } from '~/lib/session/staff-sso';

import { staffMessages } from '../staff.messages';

const MINUTE = 60_000;

/** Whole minutes left, in words: "24 minutes left", "1 minute left", "Less than a minute left". */
export function timeLeftWords(ms: number): string {
  if (ms <= 0) return translate(staffMessages, 'sessionEnded');
  return translate(staffMessages, 'timeLeft', { minutes: Math.floor(ms / MINUTE) });
}

/**
 * The time left of a staff member's sign-in as a user, in whole minutes. Its own timer wakes it when the minute
 * changes (once a minute, never every second), so nothing around it re-renders for it. The count is not a live
 * region (`aria-live="off"`): a screen reader hears it once, politely, at 5 minutes left.
 */
export function SessionTimeLeft({ signIn }: { signIn: Pick<StaffSignIn, 'startedAt' | 'expiresIn'> }) {
  // The end the server gave at the sign-in, else the 30 minutes such a session lasts
  // (docs/product-rules.md#sign-in-as-a-user), from the start this browser recorded.
  const endsAt = Date.parse(signIn.startedAt) + (signIn.expiresIn ?? 1800) * 1000;
  // Renders again in another language (the words come from `timeLeftWords`).
  const t = useMessages(staffMessages);
  const [now, setNow] = useState(Date.now);
  const left = endsAt - now;
  useEffect(() => {
    if (left <= 0) return;
    // Just past the moment the whole minutes left go down by one.
    const timer = setTimeout(() => setNow(Date.now()), (left % MINUTE) + 20);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <>
      <span aria-live="off" className="font-medium whitespace-nowrap">
        {timeLeftWords(left)}
      </span>
      <span role="status" className="sr-only">
        {left > 0 && Math.floor(left / MINUTE) === 5 ? t('fiveMinutesLeft') : ''}
      </span>
    </>
  );
}
