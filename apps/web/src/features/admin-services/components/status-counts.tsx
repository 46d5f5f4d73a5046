import { formatNumber } from '@console/ui';
import { cx, focusRing } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { adminServicesMessages } from '../admin-services.messages';
import { statusLabel } from './service-status';

/**
 * How many services match each status under the other filters, above the table; each count is a toggle
 * that filters the list to its status (and "All" clears it).
 */
export function StatusCounts({
  counts,
  selected,
  onSelect,
  label,
}: {
  counts: Record<string, number> | undefined;
  selected: string | undefined;
  onSelect: (status: string | undefined) => void;
  /** The section's accessible name. */
  label: string;
}) {
  const t = useMessages(adminServicesMessages);
  const entries = Object.entries(counts ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const chip = (label: string, count: number, status: string | undefined) => {
    const on = selected === status;
    return (
      <li key={status ?? 'all'}>
        <button
          type="button"
          aria-pressed={on}
          onClick={() => onSelect(on ? undefined : status)}
          className={cx(
            'flex min-w-24 flex-col rounded-lg border px-3 py-2 text-start',
            focusRing,
            on ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-surface-muted',
          )}
        >
          <span className={cx('text-xs', on ? 'text-fg' : 'text-fg-muted')}>{label}</span>
          <span className="text-lg font-semibold tabular-nums">{formatNumber(count)}</span>
        </button>
      </li>
    );
  };
  return (
    <section aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {counts === undefined ? (
          <li className="text-sm text-fg-muted">{t('counting')}</li>
        ) : (
          <>
            {chip(t('all'), total, undefined)}
            {entries.map(([status, n]) => chip(statusLabel(status), n, status))}
          </>
        )}
      </ul>
    </section>
  );
}
