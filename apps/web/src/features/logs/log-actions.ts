// The actions the console records, in words. The API sends the code (`area.verb`); an action this list
// does not know yet is shown as its code, so new server actions never break the screen.
export const LOG_ACTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'session.login', label: 'Signed in' },
  { value: 'session.sso_login', label: 'Signed in by staff support' },
  { value: 'session.logout', label: 'Signed out' },
  { value: 'user.create', label: 'User added' },
  { value: 'user.update', label: 'User changed' },
  { value: 'user.delete', label: 'User deleted' },
  { value: 'password.change', label: 'Password changed' },
  { value: 'two_factor.enable', label: 'Two-factor turned on' },
  { value: 'role.create', label: 'Role added' },
  { value: 'role.update', label: 'Role changed' },
  { value: 'role.delete', label: 'Role deleted' },
  { value: 'organization.update', label: 'Organization changed' },
  { value: 'alias.update', label: 'Alias changed' },
  { value: 'desktop.create', label: 'Virtual desktop added' },
  { value: 'desktop.start', label: 'Virtual desktop started' },
  { value: 'desktop.stop', label: 'Virtual desktop stopped' },
  { value: 'desktop.restart', label: 'Virtual desktop restarted' },
  { value: 'phone.create', label: 'Virtual phone added' },
  { value: 'sms.create', label: 'SMS number added' },
  { value: 'share.create', label: 'File share added' },
  { value: 'share.delete', label: 'File share deleted' },
  { value: 'file.upload', label: 'File uploaded' },
  { value: 'file.delete', label: 'File deleted' },
  { value: 'ticket.create', label: 'Ticket opened' },
  { value: 'ticket.reply', label: 'Ticket replied to' },
  { value: 'ticket.close', label: 'Ticket closed' },
];

const labels = new Map(LOG_ACTIONS.map((a) => [a.value, a.label]));

export const actionLabel = (action: string) => labels.get(action) ?? action;
