import { assertPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { invalidField } from '../http/errors.ts';
import { audit } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';
import { assertEmailFree } from './users.ts';
import { userView } from './views.ts';

export const profileHandlers = defineHandlers({
  getCurrentUser: {
    handle({ db, caller }) {
      return { status: 200, body: userView(db, userCaller(caller).user) };
    },
  },

  updateCurrentUser: {
    handle({ db, caller, body, request, now }) {
      const { user } = userCaller(caller);
      assertEmailFree(db, body.email, user.id);
      Object.assign(user, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
      });
      audit(db, request, user, 'user.update', { type: 'user', id: user.id }, now);
      return { status: 200, body: userView(db, user) };
    },
  },

  changeOwnPassword: {
    handle({ db, caller, body, request, now }) {
      const { user } = userCaller(caller);
      if (!verifyPassword(body.current_password, user.password_hash)) {
        throw invalidField(['current_password'], 'The current password is not correct.');
      }
      assertPasswordPolicy(body.new_password, 'new_password', db.settings.password_policy);
      user.password_hash = hashPassword(body.new_password);
      user.last_password_at = now;
      audit(db, request, user, 'password.change', { type: 'user', id: user.id }, now);
      return { status: 200, body: { detail: 'Your password has been changed.' } };
    },
  },
});
