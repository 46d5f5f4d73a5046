import { Badge, type BadgeTone } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { serviceStatusMessages } from '../status.messages';

const tones: Record<string, BadgeTone> = {
  active: 'success',
  online: 'success',
  running: 'success',
  connected: 'success',
  starting: 'info',
  provisioning: 'info',
  pending: 'info',
  disconnected: 'neutral',
  stopped: 'neutral',
  retired: 'neutral',
  suspended: 'warning',
  maintenance: 'warning',
  degraded: 'warning',
  offline: 'danger',
  unreachable: 'danger',
  error: 'danger',
};

/** A status word as the API names it, from the catalog; one it lacks is capitalised ("in_use" reads "In use"). */
export function statusLabel(status: string) {
  const words = status.replace(/_/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return translate(serviceStatusMessages, 'status', { status, label });
}

/** The status of a service, an alias or a connection: the word carries the meaning, the colour helps. */
export function ServiceStatus({ status }: { status: string }) {
  // Loads the catalog in the tab's language before the word is read.
  useMessages(serviceStatusMessages);
  return <Badge tone={tones[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
