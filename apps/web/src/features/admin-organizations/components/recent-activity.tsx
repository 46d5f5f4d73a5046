import type { Schemas } from '@console/sdk';
import { EmptyState, formatRelative } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import { recentActivityMessages } from '../activity.messages';

/** The latest audit-log entries, each linking to its staff log page; staff actions name their staff member. */
export function RecentActivity({ entries }: { entries: Schemas['AdminLogEntry'][] }) {
  const t = useMessages(recentActivityMessages);
  if (entries.length === 0) return <EmptyState title={t('noActivity')} />;
  return (
    <ul className="divide-y divide-border text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <TextLink to="/admin/logs/$logId" params={{ logId: entry.id }} className="min-w-0 flex-1">
            {entry.description}
          </TextLink>
          <time dateTime={entry.created_at} className="text-fg-muted">
            {formatRelative(entry.created_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
