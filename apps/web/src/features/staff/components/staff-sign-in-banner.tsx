import type { ReactNode } from 'react';

import { Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useEndStaffSignIn } from '../end-staff-sign-in';
import { staffMessages } from '../staff.messages';
import { SessionTimeLeft } from './session-time-left';

// Marks the values of a translated sentence so they can be shown in bold wherever the language puts them.
const MARK = '\u2063';

/** `text` with each value marked by `MARK` (`${MARK}0${MARK}`, …) replaced by `values[i]` in bold. */
function withBoldValues(text: string, values: string[]): ReactNode[] {
  return text
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{values[Number(part)]}</strong> : part));
}

/**
 * On every console screen of a session a staff member opened as the user: who is acting, the time left, and a
 * way to end it (see `useEndStaffSignIn`).
 */
export function StaffSignInBanner() {
  const t = useMessages(staffMessages);
  const { signIn, end, ending } = useEndStaffSignIn();
  if (!signIn) return null;
  const names = { user: signIn.userName, staff: signIn.staffName };
  return (
    <div
      role="region"
      aria-label={t('bannerLabel')}
      className="flex flex-wrap items-center gap-3 border-b border-warning/40 bg-warning-soft px-4 py-2 text-sm text-fg"
    >
      <p className="flex-1">
        {withBoldValues(t('signedInAs', { user: `${MARK}0${MARK}`, staff: `${MARK}1${MARK}` }), [
          names.user,
          names.staff,
        ])}{' '}
        {t('recordedAs', names)}
      </p>
      <SessionTimeLeft signIn={signIn} />
      <Button size="sm" variant="secondary" loading={ending} onClick={end}>
        {t('endSession')}
      </Button>
    </div>
  );
}
