import type { Staff, User } from '../db/types.ts';
import { conflict, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { type MockState, sessionTimes } from '../state.ts';
import { audit } from './audit.ts';
import { bearerOf, defineHandlers, userCaller } from './context.ts';
import { markOnBehalf, staffBehind } from './on-behalf.ts';
import { staffMayChange } from './staff-access.ts';
import { PLATFORM_ORG_ID, staffAudit } from './staff-audit.ts';
import { staffView } from './views.ts';

const INACTIVE_USER = 'This user is inactive: a staff member cannot sign in as them.';

/**
 * A staff member's sign-in as a user: a user session that knows its staff member and ends at the latest
 * `staffSsoSessionSeconds` after it started (its refreshes included), which the sign-in answers
 * (`staff_session_expires_in`). Later requests of it are attributed.
 */
export function openOnBehalfSession(
  state: MockState,
  user: User,
  staff: Staff,
  now: number,
  request: Request,
) {
  if (!user.status) throw new HttpError(403, INACTIVE_USER);
  markOnBehalf(request, staff);
  const until = now + state.config.staffSsoSessionSeconds * 1000;
  const tokens = state.sessions.issue(
    { kind: 'user', id: user.id, onBehalf: { staffId: staff.id, until } },
    now,
    sessionTimes(state.config),
  );
  return { ...tokens, staff_session_expires_in: Math.round((until - now) / 1000) };
}

export const adminAuthHandlers = defineHandlers({
  startStaffLogin: {
    handle({ state, body, url }) {
      // The browser goes to the mock itself (not through the console's /api proxy) for the IdP page.
      const authorize = new URL('/__idp/authorize', state.publicUrl ?? url.origin);
      authorize.searchParams.set('client_id', 'console');
      authorize.searchParams.set('redirect_uri', body.redirect_uri);
      authorize.searchParams.set('state', `st_${Math.random().toString(36).slice(2, 10)}`);
      return { status: 200, body: { authorization_url: authorize.toString() } };
    },
  },

  exchangeStaffAuthCode: {
    handle({ state, db, now, body }) {
      const found = state.idpCodes.consume(body.code, now);
      if (!found.ok)
        throw unauthorized('The sign-in code is not valid or was already used. Please sign in again.');
      const staff = db.staff.get(found.value);
      if (!staff) throw unauthorized('Unknown staff member.');
      if (!staff.status) throw new HttpError(403, 'This staff account is disabled.');
      const tokens = state.sessions.issue({ kind: 'staff', id: staff.id }, now, sessionTimes(state.config));
      return { status: 200, body: { staff: staffView(db, staff), ...tokens } };
    },
  },

  refreshStaffToken: {
    handle({ state, now, body }) {
      const pair = state.sessions.rotate(body.token, 'staff', now, sessionTimes(state.config));
      if (!pair) throw unauthorized('The refresh token is not valid. Please sign in again.');
      return { status: 200, body: pair };
    },
  },

  logOutStaff: {
    handle({ state, db, now, body, request }) {
      const subject = state.sessions.end(body.token, 'staff', now, bearerOf(request));
      const staff = subject && db.staff.get(subject.id);
      if (staff) {
        staffAudit(
          db,
          request,
          staff,
          { orgId: PLATFORM_ORG_ID, action: 'session.logout', description: 'signed out', target: null },
          now,
        );
      }
      return { status: 204 };
    },
  },

  getSsoToken: {
    handle({ state, db, now, caller, params }) {
      // Signing in as a user acts as them: an Administrator's action, refused to Support.
      const staff = staffMayChange(db, caller);
      const user = db.users.get(params.id);
      if (!user) throw notFound('User');
      if (!user.status) throw conflict(INACTIVE_USER);
      const token = state.ssoTokens.issue(
        { userId: user.id, staffId: staff.id },
        now + state.config.ssoTokenTtlSeconds * 1000,
      );
      return { status: 200, body: { sso_access_token: token } };
    },
  },

  deleteStaffSsoSession: {
    handle({ state, db, now, caller, request }) {
      const { user, accessToken } = userCaller(caller);
      const staff = staffBehind(request);
      if (!staff) throw conflict('This session was not opened by a staff member.');
      audit(db, request, user, 'session.sso_end', null, now);
      state.sessions.revokeAccess(accessToken);
      state.sessions.refresh.revokeWhere(
        (s) => s.kind === 'user' && s.id === user.id && s.onBehalf?.staffId === staff.id,
      );
      return { status: 204 };
    },
  },
});
