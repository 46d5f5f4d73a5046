import { generateRecoveryCodes } from '../auth/recovery-codes.ts';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp.ts';
import type { Db } from '../db/db.ts';
import type { User } from '../db/types.ts';
import { forbidden, HttpError, invalidField, notFound } from '../http/errors.ts';
import { holdsAny } from '../privileges.ts';
import { audit } from './audit.ts';
import { type Caller, defineHandlers, userCaller } from './context.ts';
import { orgUser } from './views.ts';

/**
 * The user whose two-factor settings are addressed: oneself always; another user of the same organisation
 * with `users:edit` (403 without it); anyone else is invisible (404).
 */
function targetUser(db: Db, caller: Caller, id: number): { user: User; self: boolean } {
  const { user: actor, privileges } = userCaller(caller);
  const user = orgUser(db, actor.org_id, id);
  const self = user.id === actor.id;
  if (!self && !holdsAny(privileges, ['users:edit'])) throw forbidden();
  return { user, self };
}

/**
 * The router's check before the body is read: another user's settings need `users:edit`, whoever they are
 * (whether they exist is the handler's 404, after validation).
 */
function addressed({ caller, params }: { caller: Caller; params: { id: number } }): void {
  const { user, privileges } = userCaller(caller);
  if (params.id !== user.id && !holdsAny(privileges, ['users:edit'])) throw forbidden();
}

function assertCode(user: User, code: string, now: number, secret = user.two_factor.secret): void {
  if (!secret || !verifyTotp(secret, code, now))
    throw invalidField(['code'], 'The code is not valid. Check the time on your device and try again.');
}

function requireEnabled(user: User): void {
  if (!user.two_factor.enabled)
    throw new HttpError(422, [
      {
        loc: ['path', 'id'],
        msg: 'Two-factor authentication is not enabled for this user.',
        type: 'value_error',
      },
    ]);
}

/** A change to someone's two-factor settings, logged as the caller's on that user (docs/product-rules.md#audit-log). */
function logSecurity(
  db: Db,
  caller: Caller,
  request: Request,
  action: string,
  user: User,
  now: number,
): void {
  audit(db, request, userCaller(caller).user, action, { type: 'user', id: user.id }, now);
}

export const twoFactorHandlers = defineHandlers({
  getTwoFactorStatus: {
    handle({ db, caller, params }) {
      const { user } = targetUser(db, caller, params.id);
      const tf = user.two_factor;
      return {
        status: 200,
        body: {
          enabled: tf.enabled,
          recovery_codes_left: tf.enabled ? tf.recovery_codes.filter((c) => !c.used).length : 0,
        },
      };
    },
  },

  getTwoFactorSetup: {
    guard: addressed,
    handle({ db, caller, params }) {
      const { user } = targetUser(db, caller, params.id);
      if (user.two_factor.enabled)
        throw new HttpError(422, [
          { loc: ['path', 'id'], msg: 'Two-factor authentication is already enabled.', type: 'value_error' },
        ]);
      user.two_factor.pending_secret ??= generateTotpSecret();
      const secret = user.two_factor.pending_secret;
      return { status: 200, body: { secret, otpauth_url: otpauthUrl(secret, user.email) } };
    },
  },

  enableTwoFactor: {
    guard: addressed,
    handle({ db, caller, params, body, now, request }) {
      const { user } = targetUser(db, caller, params.id);
      const tf = user.two_factor;
      if (tf.enabled) throw invalidField(['code'], 'Two-factor authentication is already enabled.');
      if (!tf.pending_secret) throw invalidField(['code'], 'Start the set-up first to get a secret.');
      assertCode(user, body.code, now, tf.pending_secret);
      const codes = generateRecoveryCodes();
      Object.assign(tf, {
        enabled: true,
        secret: tf.pending_secret,
        pending_secret: null,
        recovery_codes: codes.map((code) => ({ code, used: false })),
      });
      logSecurity(db, caller, request, 'two_factor.enable', user, now);
      return { status: 200, body: { recovery_codes: codes } };
    },
  },

  disableTwoFactor: {
    guard: addressed,
    handle({ db, caller, params, body, now, request }) {
      const { user, self } = targetUser(db, caller, params.id);
      requireEnabled(user);
      if (self) {
        if (!body.code) throw invalidField(['code'], 'Field required', 'missing');
        assertCode(user, body.code, now);
      } else if (body.code) {
        assertCode(user, body.code, now);
      }
      Object.assign(user.two_factor, {
        enabled: false,
        secret: null,
        pending_secret: null,
        recovery_codes: [],
        trusted_devices: [],
      });
      logSecurity(db, caller, request, 'two_factor.disable', user, now);
      return { status: 200, body: { enabled: false } };
    },
  },

  getRecoveryCodes: {
    guard: addressed,
    handle({ db, caller, params }) {
      const { user } = targetUser(db, caller, params.id);
      requireEnabled(user);
      return {
        status: 200,
        body: { recovery_codes: user.two_factor.recovery_codes.filter((c) => !c.used).map((c) => c.code) },
      };
    },
  },

  regenerateRecoveryCodes: {
    guard: addressed,
    handle({ db, caller, params, now, request }) {
      const { user } = targetUser(db, caller, params.id);
      requireEnabled(user);
      const codes = generateRecoveryCodes();
      user.two_factor.recovery_codes = codes.map((code) => ({ code, used: false }));
      logSecurity(db, caller, request, 'recovery_codes.regenerate', user, now);
      return { status: 200, body: { recovery_codes: codes } };
    },
  },

  listTrustedDevices: {
    handle({ state, db, caller, params, now }) {
      const { user } = targetUser(db, caller, params.id);
      const ttlMs = state.config.trustedDeviceTtlSeconds * 1000;
      return {
        status: 200,
        // A device whose trust has expired no longer skips the code, so it is not listed.
        body: user.two_factor.trusted_devices
          .filter((d) => Date.parse(d.created_at) + ttlMs > now)
          .map(({ id, name, created_at, last_used_at }) => ({
            id,
            name,
            created_at,
            last_used_at,
          })),
      };
    },
  },

  deleteTrustedDevice: {
    guard: addressed,
    handle({ db, caller, params, now, request }) {
      const { user } = targetUser(db, caller, params.id);
      const devices = user.two_factor.trusted_devices;
      const index = devices.findIndex((d) => d.id === params.deviceId);
      if (index < 0) throw notFound('Trusted device');
      devices.splice(index, 1);
      logSecurity(db, caller, request, 'trusted_device.delete', user, now);
      return { status: 204 };
    },
  },
});
