// The pieces every services detail screen shows: a status badge, label/value pairs, and "none".
import type { ReactNode } from 'react';

import { Badge, type BadgeTone } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { servicesMessages } from '../services.messages';

const tones: Record<string, BadgeTone> = {
  active: 'success',
  running: 'success',
  stopped: 'neutral',
  starting: 'info',
  provisioning: 'info',
  pending: 'info',
  suspended: 'warning',
  error: 'danger',
};

/** The status of an alias or a service, as a word with a colour (the word carries the meaning). */
export function ServiceStatus({ status }: { status: string }) {
  const t = useMessages(servicesMessages);
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge tone={tones[status] ?? 'neutral'}>{t('status', { status, label })}</Badge>;
}

/** Label/value pairs of a detail screen: one column on a phone, two from the small breakpoint. */
export function Details({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shown when nothing is set, in the muted colour ("None" unless told). */
export function None({ children }: { children?: ReactNode }) {
  const t = useMessages(servicesMessages);
  return <span className="text-fg-muted">{children ?? t('none')}</span>;
}
