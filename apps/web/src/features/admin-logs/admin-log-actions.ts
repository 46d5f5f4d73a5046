import { translate } from '@console/ui/i18n';

import { actionLabel, logActions } from '~/features/logs';

import { adminLogsMessages } from './admin-logs.messages';

// The staff's own actions beside the console's: the staff log shows both. An unknown code shows as itself.
const STAFF_ACTIONS: ReadonlyArray<{ value: string; key: keyof typeof adminLogsMessages.source }> = [
  { value: 'session.sso_end', key: 'actionSessionSsoEnd' },
  { value: 'alias.migrate', key: 'actionAliasMigrate' },
  { value: 'cache.flush', key: 'actionCacheFlush' },
  { value: 'settings.update', key: 'actionSettingsUpdate' },
  { value: 'predefined_role.create', key: 'actionPredefinedRoleCreate' },
  { value: 'predefined_role.update', key: 'actionPredefinedRoleUpdate' },
  { value: 'predefined_role.delete', key: 'actionPredefinedRoleDelete' },
  { value: 'service_type.create', key: 'actionServiceTypeCreate' },
  { value: 'service_type.update', key: 'actionServiceTypeUpdate' },
  { value: 'service_type.delete', key: 'actionServiceTypeDelete' },
  { value: 'location.create', key: 'actionLocationCreate' },
  { value: 'location.update', key: 'actionLocationUpdate' },
  { value: 'location.delete', key: 'actionLocationDelete' },
  { value: 'resource_pool.create', key: 'actionResourcePoolCreate' },
  { value: 'resource_pool.update', key: 'actionResourcePoolUpdate' },
  { value: 'resource_pool.delete', key: 'actionResourcePoolDelete' },
  { value: 'vpn_gateway.create', key: 'actionVpnGatewayCreate' },
  { value: 'vpn_gateway.update', key: 'actionVpnGatewayUpdate' },
  { value: 'vpn_gateway.delete', key: 'actionVpnGatewayDelete' },
  { value: 'network.create', key: 'actionNetworkCreate' },
  { value: 'network.update', key: 'actionNetworkUpdate' },
  { value: 'network.delete', key: 'actionNetworkDelete' },
  { value: 'sms_number.create', key: 'actionSmsNumberCreate' },
  { value: 'sms_number.update', key: 'actionSmsNumberUpdate' },
  { value: 'sms_number.release', key: 'actionSmsNumberRelease' },
];

/** Every action the staff log may show, in the tab's language now (for the action filter). */
export const adminLogActions = () => [
  ...logActions(),
  ...STAFF_ACTIONS.map((a) => ({ value: a.value, label: translate(adminLogsMessages, a.key) })),
];

const staffKeys = new Map(STAFF_ACTIONS.map((a) => [a.value, a.key]));

export const adminActionLabel = (action: string) => {
  const key = staffKeys.get(action);
  return key ? translate(adminLogsMessages, key) : actionLabel(action);
};
