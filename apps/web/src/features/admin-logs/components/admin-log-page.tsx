import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Badge, PageHeader } from '@console/ui';

import { crumbTrail, TextLink } from '~/components/navigation';
import { EntryTimeInFull, LogChanges, type LogFact, LogFacts, TargetFact } from '~/features/logs';

import { adminActionLabel } from '../admin-log-actions';
import { adminLogsQueries } from '../admin-logs.queries';
import { useStaffTargetLink } from './staff-target-link';

const route = getRouteApi('/admin/_staff/logs/$logId');

export function AdminLogPage() {
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(adminLogsQueries.detail(logId));
  const staff = entry.actor_type === 'staff';
  const targetLink = useStaffTargetLink();
  const rows: LogFact[] = [
    {
      term: 'When',
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    {
      term: 'Organization',
      value:
        entry.organization_id === null ? (
          'Platform-wide'
        ) : (
          <TextLink to="/admin/organizations/$orgId" params={{ orgId: entry.organization_id }}>
            {entry.organization_name}
          </TextLink>
        ),
    },
    {
      term: 'Actor',
      value: staff ? (
        <span className="flex items-center gap-2">
          {entry.staff_full_name ?? 'A staff member'} <Badge tone="info">Staff</Badge>
        </span>
      ) : (
        (entry.user_full_name ?? 'System')
      ),
    },
    ...(staff && entry.user_full_name
      ? [
          {
            term: 'On behalf of',
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
      term: 'Action',
      value: (
        <>
          {adminActionLabel(entry.action)} <code className="text-fg-muted">{entry.action}</code>
        </>
      ),
    },
    { term: 'Target', value: <TargetFact target={entry.target} link={targetLink} /> },
    { term: 'From (IP address)', value: entry.ip_address ?? 'Unknown' },
    {
      term: 'User agent',
      value: entry.user_agent ? <code className="text-xs break-all">{entry.user_agent}</code> : 'Unknown',
    },
  ];
  return (
    <>
      <PageHeader
        title={entry.description}
        description={`Entry #${logId}`}
        {...crumbTrail({ label: 'Audit logs', href: '/admin/logs' }, { label: `#${logId}` })}
      />
      <div className="flex flex-col gap-6">
        <LogFacts rows={rows} />
        <LogChanges changes={entry.changes} />
      </div>
    </>
  );
}
