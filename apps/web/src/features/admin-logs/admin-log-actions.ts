import { actionLabel, LOG_ACTIONS } from '~/features/logs';

// The staff's own actions beside the console's: the staff log shows both. An unknown code shows as itself.
const STAFF_ACTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'session.sso_end', label: 'Staff sign-in as a user ended' },
  { value: 'alias.migrate', label: 'Alias moved to another organization' },
  { value: 'cache.flush', label: 'Cache flushed' },
  { value: 'settings.update', label: 'Platform settings changed' },
  { value: 'predefined_role.create', label: 'Predefined role added' },
  { value: 'predefined_role.update', label: 'Predefined role changed' },
  { value: 'predefined_role.delete', label: 'Predefined role deleted' },
  { value: 'service_type.create', label: 'Service type added' },
  { value: 'service_type.update', label: 'Service type changed' },
  { value: 'service_type.delete', label: 'Service type deleted' },
  { value: 'location.create', label: 'Location added' },
  { value: 'location.update', label: 'Location changed' },
  { value: 'location.delete', label: 'Location deleted' },
  { value: 'resource_pool.create', label: 'Resource pool added' },
  { value: 'resource_pool.update', label: 'Resource pool changed' },
  { value: 'resource_pool.delete', label: 'Resource pool deleted' },
  { value: 'vpn_gateway.create', label: 'VPN gateway added' },
  { value: 'vpn_gateway.update', label: 'VPN gateway changed' },
  { value: 'vpn_gateway.delete', label: 'VPN gateway deleted' },
  { value: 'network.create', label: 'Network added' },
  { value: 'network.update', label: 'Network changed' },
  { value: 'network.delete', label: 'Network deleted' },
  { value: 'sms_number.create', label: 'Pooled SMS number added' },
  { value: 'sms_number.update', label: 'Pooled SMS number changed' },
  { value: 'sms_number.release', label: 'Pooled SMS number released' },
];

export const ADMIN_LOG_ACTIONS = [...LOG_ACTIONS, ...STAFF_ACTIONS];

const staffLabels = new Map(STAFF_ACTIONS.map((a) => [a.value, a.label]));

export const adminActionLabel = (action: string) => staffLabels.get(action) ?? actionLabel(action);
