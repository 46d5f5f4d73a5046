import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';

import { actionLabel } from '../log-actions';
import { logsQueries } from '../logs.queries';
import type { LogEntryDetail } from '../logs.search';
import { LogChanges } from './log-changes';
import { type LogFact, LogFacts } from './log-facts';
import { EntryTimeInFull, TargetFact, useConsoleTargetLink } from './log-list-parts';

const route = getRouteApi('/_authenticated/logs/$logId');

export function LogPage() {
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(logsQueries.detail(logId));
  return (
    <>
      <PageHeader
        title={entry.description}
        description={`Entry #${logId}`}
        {...crumbTrail({ label: 'Audit log', href: '/logs' }, { label: `#${logId}` })}
      />
      <EntryDetails entry={entry} />
    </>
  );
}

function EntryDetails({ entry }: { entry: LogEntryDetail }) {
  const targetLink = useConsoleTargetLink();
  const rows: LogFact[] = [
    {
      term: 'When',
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    { term: 'User', value: entry.user_full_name ?? 'System' },
    {
      term: 'Action',
      value: (
        <>
          {actionLabel(entry.action)} <code className="text-fg-muted">{entry.action}</code>
        </>
      ),
    },
    { term: 'Target', value: <TargetFact target={entry.target} link={targetLink} /> },
    { term: 'IP address', value: entry.ip_address ?? 'Unknown' },
    {
      term: 'User agent',
      value: entry.user_agent ? <code className="text-xs break-all">{entry.user_agent}</code> : 'Unknown',
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <LogFacts rows={rows} />
      <LogChanges changes={entry.changes} />
    </div>
  );
}
