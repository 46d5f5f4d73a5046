import { translate } from '@console/ui/i18n';

import { type LogsKey, logsMessages } from './logs.messages';

// The actions the console records, in words. The API sends the code (`area.verb`); an action this list
// does not know yet is shown as its code, so new server actions never break the screen.
const LOG_ACTIONS: ReadonlyArray<{ value: string; key: LogsKey }> = [
  { value: 'session.login', key: 'actionSessionLogin' },
  { value: 'session.sso_login', key: 'actionSessionSsoLogin' },
  { value: 'session.logout', key: 'actionSessionLogout' },
  { value: 'user.create', key: 'actionUserCreate' },
  { value: 'user.update', key: 'actionUserUpdate' },
  { value: 'user.delete', key: 'actionUserDelete' },
  { value: 'password.change', key: 'actionPasswordChange' },
  { value: 'two_factor.enable', key: 'actionTwoFactorEnable' },
  { value: 'role.create', key: 'actionRoleCreate' },
  { value: 'role.update', key: 'actionRoleUpdate' },
  { value: 'role.delete', key: 'actionRoleDelete' },
  { value: 'organization.update', key: 'actionOrganizationUpdate' },
  { value: 'alias.update', key: 'actionAliasUpdate' },
  { value: 'desktop.create', key: 'actionDesktopCreate' },
  { value: 'desktop.start', key: 'actionDesktopStart' },
  { value: 'desktop.stop', key: 'actionDesktopStop' },
  { value: 'desktop.restart', key: 'actionDesktopRestart' },
  { value: 'phone.create', key: 'actionPhoneCreate' },
  { value: 'sms.create', key: 'actionSmsCreate' },
  { value: 'share.create', key: 'actionShareCreate' },
  { value: 'share.delete', key: 'actionShareDelete' },
  { value: 'file.upload', key: 'actionFileUpload' },
  { value: 'file.delete', key: 'actionFileDelete' },
  { value: 'ticket.create', key: 'actionTicketCreate' },
  { value: 'ticket.reply', key: 'actionTicketReply' },
  { value: 'ticket.close', key: 'actionTicketClose' },
];

/** Every action the console records, in the tab's language now (for the action filter). */
export const logActions = () =>
  LOG_ACTIONS.map((a) => ({ value: a.value, label: translate(logsMessages, a.key) }));

const keys = new Map(LOG_ACTIONS.map((a) => [a.value, a.key]));

/** An action's code in words, in the tab's language now; an unknown code as itself. */
export const actionLabel = (action: string) => {
  const key = keys.get(action);
  return key ? translate(logsMessages, key) : action;
};
