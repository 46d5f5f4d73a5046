import { randomBytes } from 'node:crypto';

import { assertPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { consumeRecoveryCode } from '../auth/recovery-codes.ts';
import { verifyTotp } from '../auth/totp.ts';
import type { TrustedDevice, User } from '../db/types.ts';
import { HttpError, invalidField, notFound, unauthorized } from '../http/errors.ts';
import { type MockState, sessionTimes } from '../state.ts';
import { openOnBehalfSession } from './admin-auth.ts';
import { audit, deviceName } from './audit.ts';
import { bearerOf, defineHandlers, userCaller } from './context.ts';
import { markOnBehalf } from './on-behalf.ts';
import { staffView, userView } from './views.ts';

const INACTIVE_MESSAGE = 'This account is inactive. Ask an account owner to reactivate it.';
const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';

const THROTTLED_MESSAGE = 'Too many attempts. Try again in a few minutes.';

/** The rate-limit keys of a password or code attempt: the account's e-mail and the client's address. */
function attemptKeys(state: MockState, email: string, client: string) {
  return [
    { key: `email:${email}`, max: state.config.maxLoginFailures },
    { key: `address:${client}`, max: state.config.maxAddressFailures },
  ];
}

/** 429 with Retry-After when the e-mail or the address has failed too often within the window. */
function assertNotThrottled(state: MockState, email: string, client: string, now: number): void {
  state.throttle.assert(
    attemptKeys(state, email, client),
    now,
    state.config.loginWindowSeconds * 1000,
    THROTTLED_MESSAGE,
  );
}

function recordFailure(state: MockState, email: string, client: string, now: number): void {
  state.throttle.record(
    attemptKeys(state, email, client).map((k) => k.key),
    now,
  );
}

/** Checked for an unknown e-mail too, so a missing account costs the same time as a wrong password. */
const NO_ACCOUNT_HASH = hashPassword('no account has this password');

/** A trusted device skips the second factor until `trustedDeviceTtlSeconds` after it was trusted. */
function isTrustExpired(state: MockState, device: TrustedDevice, now: number): boolean {
  return Date.parse(device.created_at) + state.config.trustedDeviceTtlSeconds * 1000 <= now;
}

/** Starts a session for a user: tokens, last seen, the password-entry time that drives re-auth. */
function openSession(state: MockState, user: User, now: number, passwordEntered: boolean) {
  user.last_seen = new Date(now).toISOString();
  if (passwordEntered) user.last_password_at = now;
  return state.sessions.issue({ kind: 'user', id: user.id }, now, sessionTimes(state.config));
}

export const authHandlers = defineHandlers({
  logIn: {
    handle({ state, db, now, body, request, client }) {
      const email = body.email.trim().toLowerCase();
      assertNotThrottled(state, email, client, now);
      const user = db.users.find((u) => u.email.toLowerCase() === email);
      if (!verifyPassword(body.password, user?.password_hash ?? NO_ACCOUNT_HASH) || !user) {
        recordFailure(state, email, client, now);
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      if (!user.status) throw new HttpError(403, INACTIVE_MESSAGE);

      let trustedHashToken: string | undefined;
      const tf = user.two_factor;
      if (tf.enabled && tf.secret) {
        const device = body.trusted_hash_token
          ? tf.trusted_devices.find(
              (d) => d.hash_token === body.trusted_hash_token && !isTrustExpired(state, d, now),
            )
          : undefined;
        if (device) {
          device.last_used_at = new Date(now).toISOString();
        } else if (body.code) {
          if (!verifyTotp(tf.secret, body.code, now)) {
            recordFailure(state, email, client, now);
            throw new HttpError(401, 'The two-factor code is not valid.');
          }
          if (body.trust_device) {
            trustedHashToken = `th_${randomBytes(24).toString('base64url')}`;
            tf.trusted_devices.push({
              id: Math.max(0, ...tf.trusted_devices.map((d) => d.id)) + 1,
              name: deviceName(request),
              hash_token: trustedHashToken,
              created_at: new Date(now).toISOString(),
              last_used_at: new Date(now).toISOString(),
            });
          }
        } else if (body.recovery_code) {
          if (!consumeRecoveryCode(tf.recovery_codes, body.recovery_code)) {
            recordFailure(state, email, client, now);
            throw new HttpError(401, 'The recovery code is not valid or was already used.');
          }
        } else {
          return { status: 200, body: { two_factor_required: true } };
        }
      }
      state.throttle.forget(`email:${email}`);
      const tokens = openSession(state, user, now, true);
      audit(db, request, user, 'session.login', null, now);
      // A device that now skips the second factor is a change of security state, logged like its removal.
      if (trustedHashToken)
        audit(db, request, user, 'trusted_device.create', { type: 'user', id: user.id }, now);
      return {
        status: 200,
        body: {
          user: userView(db, user),
          ...tokens,
          ...(trustedHashToken ? { trusted_hash_token: trustedHashToken } : {}),
        },
      };
    },
  },

  refreshToken: {
    handle({ state, now, body }) {
      const pair = state.sessions.rotate(body.token, 'user', now, sessionTimes(state.config));
      if (!pair) throw unauthorized('The refresh token is not valid. Please sign in again.');
      return { status: 200, body: pair };
    },
  },

  logOut: {
    handle({ state, db, now, body, request }) {
      const subject = state.sessions.end(body.token, 'user', now, bearerOf(request));
      const user = subject?.kind === 'user' ? db.users.get(subject.id) : undefined;
      if (subject?.kind === 'user' && user) {
        // The sign-out of a staff member's sign-in as the user is logged as theirs (docs/product-rules.md#audit-log).
        const staff = subject.onBehalf && db.staff.get(subject.onBehalf.staffId);
        if (staff) markOnBehalf(request, staff);
        audit(db, request, user, 'session.logout', null, now);
      }
      return { status: 204 };
    },
  },

  logInWithSsoToken: {
    handle({ state, db, now, params, body, request }) {
      const staff = state.sessions.authenticate(body.sso_staff_token, now);
      if (!staff || staff.kind !== 'staff') throw unauthorized('The staff session is not valid.');
      const sso = state.ssoTokens.peek(params.token, now);
      if (!sso.ok || sso.value.staffId !== staff.id) throw notFound('SSO token');
      state.ssoTokens.consume(params.token, now);
      const user = db.users.get(sso.value.userId);
      const staffRow = db.staff.get(staff.id);
      if (!user || !staffRow) throw notFound('User');
      const tokens = openOnBehalfSession(state, user, staffRow, now, request);
      audit(db, request, user, 'session.sso_login', null, now);
      return { status: 200, body: { user: userView(db, user), staff: staffView(db, staffRow), ...tokens } };
    },
  },

  requestPasswordReset: {
    handle({ state, db, now, body, client }) {
      const email = body.email.trim().toLowerCase();
      // Every request counts (each sends a mail), per e-mail and per address.
      const limits = [
        { key: `reset:${email}`, max: state.config.maxResetRequests },
        { key: `reset-address:${client}`, max: state.config.maxAddressFailures },
      ];
      state.throttle.assert(limits, now, state.config.loginWindowSeconds * 1000, THROTTLED_MESSAGE);
      state.throttle.record(
        limits.map((l) => l.key),
        now,
      );
      const user = db.users.find((u) => u.email.toLowerCase() === email);
      if (user?.status) {
        const token = state.resetTokens.issue(user.id, now + state.config.resetTokenTtlSeconds * 1000);
        state.outbox.push({
          to: user.email,
          subject: 'Reset your password',
          token,
          sent_at: new Date(now).toISOString(),
        });
        state.log(`password reset for ${user.email}: /resetpassword/${token}`);
      }
      return {
        status: 202,
        body: { detail: 'If the address belongs to an account, a reset link is on its way.' },
      };
    },
  },

  verifyPasswordResetToken: {
    handle({ state, db, now, params }) {
      const found = state.resetTokens.peek(params.token, now);
      if (!found.ok) throw resetTokenError(found.reason);
      const user = db.users.get(found.value);
      if (!user) throw notFound('Reset token');
      return { status: 200, body: { email: user.email } };
    },
  },

  resetPassword: {
    handle({ state, db, now, body }) {
      const found = state.resetTokens.peek(body.token, now);
      if (!found.ok) throw resetTokenError(found.reason);
      assertPasswordPolicy(body.password, 'password', db.settings.password_policy);
      state.resetTokens.consume(body.token, now);
      const user = db.users.get(found.value);
      if (!user) throw notFound('Reset token');
      user.password_hash = hashPassword(body.password);
      state.sessions.revokeSubject({ kind: 'user', id: user.id });
      return { status: 200, body: { detail: 'Your password has been reset. You can sign in now.' } };
    },
  },

  getReauthNeed: {
    handle({ state, now, caller }) {
      const { user } = userCaller(caller);
      const last = user.last_password_at;
      return {
        status: 200,
        body: { need: last === null || now - last >= state.config.reauthAfterSeconds * 1000 },
      };
    },
  },

  verifyReauth: {
    handle({ state, now, caller, body, client }) {
      const { user } = userCaller(caller);
      const email = user.email.toLowerCase();
      assertNotThrottled(state, email, client, now);
      if (!verifyPassword(body.password, user.password_hash)) {
        recordFailure(state, email, client, now);
        throw invalidField(['password'], 'The password is not correct.');
      }
      state.throttle.forget(`email:${email}`);
      return { status: 200, body: openSession(state, user, now, true) };
    },
  },
});

function resetTokenError(reason: 'unknown' | 'used' | 'expired'): HttpError {
  if (reason === 'unknown') return notFound('Reset token');
  return new HttpError(
    410,
    reason === 'used' ? 'This reset link was already used.' : 'This reset link has expired.',
  );
}
