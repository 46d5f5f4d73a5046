import { adminAuthHandlers } from './admin-auth.ts';
import { adminUsersHandlers } from './admin-users.ts';
import { authHandlers } from './auth.ts';
import type { PartialHandlerMap } from './context.ts';
import { profileHandlers } from './profile.ts';
import { staffHandlers } from './staff.ts';
import { twoFactorHandlers } from './two-factor.ts';
import { usersHandlers } from './users.ts';

/** operationId → handler, for every operation of the contract (a test checks none is missing). */
export const handlers: PartialHandlerMap = {
  ...authHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...twoFactorHandlers,
  ...adminAuthHandlers,
  ...staffHandlers,
  ...adminUsersHandlers,
};
