import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Badge, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail, TextLink } from '~/components/navigation';
import { EntryTimeInFull, LogChanges, type LogFact, LogFacts, TargetFact } from '~/features/logs';

import { adminActionLabel } from '../admin-log-actions';
import { adminLogsMessages } from '../admin-logs.messages';
import { adminLogsQueries } from '../admin-logs.queries';
import { useStaffTargetLink } from './staff-target-link';

const route = getRouteApi('/admin/_staff/logs/$logId');

export function AdminLogPage() {
  const t = useMessages(adminLogsMessages);
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(adminLogsQueries.detail(logId));
  const staff = entry.actor_type === 'staff';
  const targetLink = useStaffTargetLink();
  const rows: LogFact[] = [
    {
      term: t('when'),
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    {
      term: t('organization'),
      value:
        entry.organization_id === null ? (
          t('platformWide')
        ) : (
          <TextLink to="/admin/organizations/$orgId" params={{ orgId: entry.organization_id }}>
            {entry.organization_name}
          </TextLink>
        ),
    },
    {
      term: t('actor'),
      value: staff ? (
        <span className="flex items-center gap-2">
          {entry.staff_full_name ?? t('aStaffMember')} <Badge tone="info">{t('staffBadge')}</Badge>
        </span>
      ) : (
        (entry.user_full_name ?? t('system'))
      ),
    },
    ...(staff && entry.user_full_name
      ? [
          {
            term: t('onBehalfOf'),
            value:
              entry.user_id === null ? (
                entry.user_full_name
              ) : (
                <TextLink to="/admin/users/$userId" params={{ userId: entry.user_id }}>
                  {entry.user_full_name}
                </TextLink>
              ),
          },
        ]
      : []),
    {
      term: t('action'),
      value: (
        <>
          {adminActionLabel(entry.action)} <code className="text-fg-muted">{entry.action}</code>
        </>
      ),
    },
    { term: t('target'), value: <TargetFact target={entry.target} link={targetLink} /> },
    { term: t('fromIp'), value: entry.ip_address ?? t('unknown') },
    {
      term: t('userAgent'),
      value: entry.user_agent ? <code className="text-xs break-all">{entry.user_agent}</code> : t('unknown'),
    },
  ];
  return (
    <>
      <PageHeader
        title={entry.description}
        description={t('entryNumber', { id: String(logId) })}
        {...crumbTrail({ label: t('title'), href: '/admin/logs' }, { label: `#${logId}` })}
      />
      <div className="flex flex-col gap-6">
        <LogFacts rows={rows} />
        <LogChanges changes={entry.changes} />
      </div>
    </>
  );
}
