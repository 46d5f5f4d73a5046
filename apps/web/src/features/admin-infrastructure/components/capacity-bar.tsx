import { cx } from '@console/ui/classes';

/** How full a pool is, read at a glance: a bar, and the figures in words (the colour only helps). */
export function CapacityBar({ used, capacity, name }: { used: number; capacity: number; name: string }) {
  const share = capacity > 0 ? Math.min(100, Math.round((used / capacity) * 100)) : 100;
  const tone = share >= 90 ? 'bg-danger' : share >= 75 ? 'bg-warning' : 'bg-success';
  return (
    <div className="flex min-w-48 items-center gap-3">
      <div
        role="meter"
        aria-label={`Use of ${name}`}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={used}
        aria-valuetext={`${used} of ${capacity} used (${share}%)`}
        className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
      >
        <div className={cx('h-full rounded-full', tone)} style={{ width: `${share}%` }} />
      </div>
      <span className="text-sm whitespace-nowrap tabular-nums">
        {used.toLocaleString('en')} / {capacity.toLocaleString('en')}{' '}
        <span className="text-fg-muted">({share}%)</span>
      </span>
    </div>
  );
}
