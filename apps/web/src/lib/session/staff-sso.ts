import { useState } from 'react';

// A console session that a staff member opened as a user (the session's `staff` field): remembered next
// to the user tokens, so the console can say so on every screen until the session ends.
const KEY = 'staffSignIn';

export interface StaffSignIn {
  staffName: string;
  userName: string;
  /** The user signed in as, for the way back to their staff page when the session ends. */
  userId?: number;
  startedAt: string;
  /** Seconds from `startedAt` (this browser's clock) until the session ends at the latest, as the server said. */
  expiresIn?: number;
}

interface Named {
  first_name: string;
  last_name: string;
}

export function rememberStaffSignIn(session: {
  staff?: Named | null;
  user?: Named & { id?: number };
  staff_session_expires_in?: number;
}) {
  try {
    if (!session.staff || !session.user) {
      localStorage.removeItem(KEY);
      return;
    }
    const value: StaffSignIn = {
      staffName: `${session.staff.first_name} ${session.staff.last_name}`,
      userName: `${session.user.first_name} ${session.user.last_name}`,
      userId: session.user.id,
      startedAt: new Date().toISOString(),
      expiresIn: session.staff_session_expires_in,
    };
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage disabled: the banner cannot show; the server still attributes every action.
  }
}

export function currentStaffSignIn(): StaffSignIn | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StaffSignIn>;
    return typeof value.staffName === 'string' && typeof value.userName === 'string'
      ? (value as StaffSignIn)
      : null;
  } catch {
    return null;
  }
}

export function forgetStaffSignIn() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** True in a session a staff member opened as the user: no password, e-mail or two-factor setting changes. */
export function useCredentialsLocked(): boolean {
  const [locked] = useState(() => currentStaffSignIn() !== null);
  return locked;
}
