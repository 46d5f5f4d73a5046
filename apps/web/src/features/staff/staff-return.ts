// Where a staff sign-in returns: kept in this tab's sessionStorage across the trip to the identity
// provider, and only ever a staff path of this origin.
import { staffReturnPath } from '~/lib/session/staff-session';

const KEY = 'staff.returnTo';

export function rememberStaffReturn(redirect: string | undefined) {
  try {
    if (redirect) sessionStorage.setItem(KEY, staffReturnPath(redirect));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be disabled: the sign-in then lands on the dashboard.
  }
}

export function takeStaffReturn(): string {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return staffReturnPath(value);
  } catch {
    return staffReturnPath(null);
  }
}
