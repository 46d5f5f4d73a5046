import type { Staff } from '../db/types.ts';

/**
 * The staff member behind a request made in a "sign in as this user" session, so that the audit trail
 * names them next to the user. Set once per request when its token is authenticated.
 */
const actingStaff = new WeakMap<Request, Staff>();

export function markOnBehalf(request: Request, staff: Staff): void {
  actingStaff.set(request, staff);
}

export function staffBehind(request: Request): Staff | undefined {
  return actingStaff.get(request);
}

/**
 * What a staff member signed in as a user may not do: the user's own secrets stay the user's
 * (password, two-factor, recovery codes, trusted devices).
 */
export const NOT_ON_BEHALF = new Set([
  'changeOwnPassword',
  'verifyReauth',
  'getTwoFactorSetup',
  'enableTwoFactor',
  'disableTwoFactor',
  'getRecoveryCodes',
  'regenerateRecoveryCodes',
  'deleteTrustedDevice',
]);
