import { adminAuthHandlers } from './admin-auth.ts';
import { adminLogsHandlers } from './admin-logs.ts';
import { adminOrganizationsHandlers } from './admin-organizations.ts';
import { adminServicesHandlers } from './admin-services.ts';
import { adminToolsHandlers } from './admin-tools.ts';
import { adminUsersHandlers } from './admin-users.ts';
import { aliasesHandlers } from './aliases.ts';
import { authHandlers } from './auth.ts';
import type { HandlerMap } from './context.ts';
import { dashboardHandlers } from './dashboard.ts';
import { fileSharingHandlers } from './file-sharing.ts';
import { helpHandlers } from './help.ts';
import { infrastructureHandlers } from './infrastructure.ts';
import { invitationsHandlers } from './invitations.ts';
import { listViewsHandlers } from './list-views.ts';
import { liveHandlers } from './live.ts';
import { logsHandlers } from './logs.ts';
import { organizationHandlers } from './organization.ts';
import { predefinedRolesHandlers } from './predefined-roles.ts';
import { profileHandlers } from './profile.ts';
import { rolesHandlers } from './roles.ts';
import { serviceTypesHandlers } from './service-types.ts';
import { smsNumbersHandlers } from './sms-numbers.ts';
import { staffHandlers } from './staff.ts';
import { ticketsHandlers } from './tickets.ts';
import { twoFactorHandlers } from './two-factor.ts';
import { usersHandlers } from './users.ts';
import { virtualDesktopsHandlers } from './virtual-desktops.ts';
import { virtualPhonesHandlers } from './virtual-phones.ts';

/** operationId → handler, for every operation of the contract (a test checks none is missing). */
export const handlers: HandlerMap = {
  ...authHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...twoFactorHandlers,
  ...adminAuthHandlers,
  ...staffHandlers,
  ...adminUsersHandlers,
  ...dashboardHandlers,
  ...rolesHandlers,
  ...organizationHandlers,
  ...logsHandlers,
  ...aliasesHandlers,
  ...virtualDesktopsHandlers,
  ...virtualPhonesHandlers,
  ...smsNumbersHandlers,
  ...fileSharingHandlers,
  ...ticketsHandlers,
  ...helpHandlers,
  ...adminOrganizationsHandlers,
  ...invitationsHandlers,
  ...adminServicesHandlers,
  ...adminLogsHandlers,
  ...adminToolsHandlers,
  ...infrastructureHandlers,
  ...predefinedRolesHandlers,
  ...serviceTypesHandlers,
  ...listViewsHandlers,
  ...liveHandlers,
};
