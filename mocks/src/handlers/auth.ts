import { randomBytes } from 'node:crypto';
import { assertPasswordPolicy } from '../auth/password-policy.ts';
import { consumeRecoveryCode } from '../auth/recovery-codes.ts';
import { verifyTotp } from '../auth/totp.ts';
import type { User } from '../db/types.ts';
import { HttpError, invalidField, notFound, unauthorized } from '../http/errors.ts';
import { sessionTimes, type MockState } from '../state.ts';
import { audit, deviceName } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';
import { openOnBehalfSession } from './admin-auth.ts';
import { staffView, userView } from './views.ts';

export const INACTIVE_MESSAGE = 'This account is inactive. Ask an account owner to reactivate it.';
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';

/** Counts failed sign-ins per e-mail; over the limit within the window, sign-in answers 429. */
function assertNotThrottled(state: MockState, email: string, now: number): void {
  const windowMs = state.config.loginWindowSeconds * 1000;
  const recent = (state.loginFailures.get(email) ?? []).filter((t) => t > now - windowMs);
  state.loginFailures.set(email, recent);
  if (recent.length >= state.config.maxLoginFailures) {
    const retryAfter = Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000);
    throw new HttpError(429, 'Too many sign-in attempts. Try again later.', {
      'retry-after': String(retryAfter),
    });
  }
}

function recordFailure(state: MockState, email: string, now: number): void {
  state.loginFailures.set(email, [...(state.loginFailures.get(email) ?? []), now]);
}

/** Starts a session for a user: tokens, last seen, the password-entry time that drives re-auth. */
function openSession(state: MockState, user: User, now: number, passwordEntered: boolean) {
  user.last_seen = new Date(now).toISOString();
  if (passwordEntered) user.last_password_at = now;
  return state.sessions.issue({ kind: 'user', id: user.id }, now, sessionTimes(state.config));
}

export const authHandlers = defineHandlers({
  logIn: {
    handle({ state, db, now, body, request }) {
      const email = body.email.trim().toLowerCase();
      assertNotThrottled(state, email, now);
      const user = db.users.find((u) => u.email.toLowerCase() === email);
      if (!user || user.password !== body.password) {
        recordFailure(state, email, now);
        throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      if (!user.status) throw new HttpError(403, INACTIVE_MESSAGE);

      let trustedHashToken: string | undefined;
      const tf = user.two_factor;
      if (tf.enabled && tf.secret) {
        const device = body.trusted_hash_token
          ? tf.trusted_devices.find((d) => d.hash_token === body.trusted_hash_token)
          : undefined;
        if (device) {
          device.last_used_at = new Date(now).toISOString();
        } else if (body.code) {
          if (!verifyTotp(tf.secret, body.code, now)) {
            recordFailure(state, email, now);
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
            recordFailure(state, email, now);
            throw new HttpError(401, 'The recovery code is not valid or was already used.');
          }
        } else {
          return { status: 200, body: { two_factor_required: true } };
        }
      }
      state.loginFailures.delete(email);
      const tokens = openSession(state, user, now, true);
      audit(db, request, user, 'session.login', null, now);
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
    handle({ state, db, now, body }) {
      const user = db.users.find((u) => u.email.toLowerCase() === body.email.trim().toLowerCase());
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
      user.password = body.password;
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
    handle({ state, now, caller, body }) {
      const { user } = userCaller(caller);
      if (user.password !== body.password) throw invalidField(['password'], 'The password is not correct.');
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
