import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';

import { actionLabel } from '../log-actions';
import { logsMessages } from '../logs.messages';
import { logsQueries } from '../logs.queries';
import type { LogEntryDetail } from '../logs.search';
import { LogChanges } from './log-changes';
import { type LogFact, LogFacts } from './log-facts';
import { EntryTimeInFull, TargetFact, useConsoleTargetLink } from './log-list-parts';

const route = getRouteApi('/_authenticated/logs/$logId');

export function LogPage() {
  const t = useMessages(logsMessages);
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(logsQueries.detail(logId));
  return (
    <>
      <PageHeader
        title={entry.description}
        description={t('entryNumber', { id: String(logId) })}
        {...crumbTrail({ label: t('title'), href: '/logs' }, { label: `#${logId}` })}
      />
      <EntryDetails entry={entry} />
    </>
  );
}

function EntryDetails({ entry }: { entry: LogEntryDetail }) {
  const t = useMessages(logsMessages);
  const targetLink = useConsoleTargetLink();
  const rows: LogFact[] = [
    {
      term: t('when'),
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    { term: t('user'), value: entry.user_full_name ?? t('system') },
    {
      term: t('action'),
      value: (
        <>
          {actionLabel(entry.action)} <code className="text-fg-muted">{entry.action}</code>
        </>
      ),
    },
    { term: t('target'), value: <TargetFact target={entry.target} link={targetLink} /> },
    { term: t('ipAddress'), value: entry.ip_address ?? t('unknown') },
    {
      term: t('userAgent'),
      value: entry.user_agent ? <code className="text-xs break-all">{entry.user_agent}</code> : t('unknown'),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <LogFacts rows={rows} />
      <LogChanges changes={entry.changes} />
    </div>
  );
}
