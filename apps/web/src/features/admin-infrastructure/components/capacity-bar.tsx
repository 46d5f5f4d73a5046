import { formatNumber } from '@console/ui';
import { cx } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';

/** The used share of a pool in whole percent (at most 100), or null for a pool without capacity (no share to show). */
export function capacityShare(used: number, capacity: number): number | null {
  if (!(capacity > 0)) return null;
  return Math.min(100, Math.round((used / capacity) * 100));
}

/** How full a pool is, read at a glance: a bar, and the figures in words (the colour only helps). */
export function CapacityBar({ used, capacity, name }: { used: number; capacity: number; name: string }) {
  const t = useMessages(adminInfrastructureMessages);
  const share = capacityShare(used, capacity);
  const tone = share === null ? '' : share >= 90 ? 'bg-danger' : share >= 75 ? 'bg-warning' : 'bg-success';
  const figures = `${formatNumber(used)} / ${formatNumber(capacity)}`;
  return (
    <div className="flex min-w-48 items-center gap-3">
      <div
        role="meter"
        aria-label={t('useOf', { name })}
        aria-valuemin={0}
        aria-valuemax={Math.max(capacity, 1)}
        aria-valuenow={share === null ? 0 : used}
        aria-valuetext={
          share === null
            ? t('noCapacityValue', { figures })
            : t('usedValue', { used: String(used), capacity: String(capacity), share })
        }
        className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
      >
        <div className={cx('h-full rounded-full', tone)} style={{ width: `${share ?? 0}%` }} />
      </div>
      <span className="text-sm whitespace-nowrap tabular-nums">
        {figures} <span className="text-fg-muted">{share === null ? t('noCapacity') : `(${share}%)`}</span>
      </span>
    </div>
  );
}
