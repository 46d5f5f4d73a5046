import { Badge, type BadgeTone } from '@console/ui';

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

/** A status word as the API names it, capitalised ("in_use" reads "In use"). */
export function statusLabel(status: string) {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The status of a service, an alias or a connection: the word carries the meaning, the colour helps. */
export function ServiceStatus({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
