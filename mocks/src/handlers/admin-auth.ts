import { HttpError, notFound, unauthorized } from '../http/errors.ts';
import { sessionTimes } from '../state.ts';
import { defineHandlers, staffCaller } from './context.ts';
import { staffView } from './views.ts';

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

  getSsoToken: {
    handle({ state, db, now, caller, params }) {
      const { staff } = staffCaller(caller);
      const user = db.users.get(params.id);
      if (!user) throw notFound('User');
      const token = state.ssoTokens.issue(
        { userId: user.id, staffId: staff.id },
        now + state.config.ssoTokenTtlSeconds * 1000,
      );
      return { status: 200, body: { sso_access_token: token } };
    },
  },
});
