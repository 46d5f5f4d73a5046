import type { Db } from '../db/db.ts';
import type { Staff, User } from '../db/types.ts';
import { forbidden } from '../http/errors.ts';

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

/** Why a credential change is refused in such a session (docs/product-rules.md#sign-in-as-a-user). */
export const NOT_ON_BEHALF_DETAIL = 'Not allowed while signed in as this user by staff.';

/**
 * What a staff member signed in as a user may not do, whatever the body and whoever the account: change a
 * password (own or another user's), set up, enable or disable two-factor, see or regenerate recovery codes,
 * remove a trusted device, or re-authenticate (which mints tokens).
 */
export const CREDENTIAL_OPERATIONS = new Set([
  'changeOwnPassword',
  'setUserPassword',
  'verifyReauth',
  'getTwoFactorSetup',
  'enableTwoFactor',
  'disableTwoFactor',
  'getRecoveryCodes',
  'regenerateRecoveryCodes',
  'deleteTrustedDevice',
  // Not a credential, but the user's own: the staff member's language stays in their tab.
  'updateOwnPreferences',
]);

/** The operations that change a credential when their body's e-mail differs from the account's. */
const EMAIL_OF: Record<string, (db: Db, self: User, params: { id?: number }) => User | undefined> = {
  updateCurrentUser: (_db, self) => self,
  updateUser: (db, _self, params) => (params.id === undefined ? undefined : db.users.get(params.id)),
};

/** Refuses a credential change in a staff member's sign-in as a user, before anything is validated. */
export function refuseCredentialChange(operationId: string): void {
  if (CREDENTIAL_OPERATIONS.has(operationId)) throw forbidden(NOT_ON_BEHALF_DETAIL);
}

/** Refuses a change of any account's e-mail in such a session (a missing account is the handler's 404). */
export function refuseEmailChange(
  operationId: string,
  db: Db,
  self: User,
  params: { id?: number },
  body: unknown,
): void {
  const account = EMAIL_OF[operationId]?.(db, self, params);
  const email = (body as { email?: unknown } | undefined)?.email;
  if (account && typeof email === 'string' && email.trim().toLowerCase() !== account.email.toLowerCase())
    throw forbidden(NOT_ON_BEHALF_DETAIL);
}
