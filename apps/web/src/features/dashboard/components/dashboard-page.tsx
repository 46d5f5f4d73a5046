import type { Schemas } from '@console/sdk';
import {
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  SkeletonText,
  formatDate,
  formatRelative,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AccessKey } from '~/lib/access';
import { sessionQueries } from '~/lib/session';
import { useAccess } from '~/lib/use-access';
import { dashboardQueries } from '../dashboard.queries';

export function DashboardPage() {
  const me = useQuery(sessionQueries.me());
  const summary = useQuery(dashboardQueries.summary());
  const { can } = useAccess();
  return (
    <>
      <PageHeader title={me.data ? `Welcome, ${me.data.first_name}` : 'Dashboard'} />
      {summary.isError && (
        <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {summaryTiles(summary.data).map((tile) => (
          <Card key={tile.label}>
            <dl>
              <dt className="text-sm text-fg-muted">{tile.label}</dt>
              <dd className="mt-1 text-3xl font-semibold tabular-nums">
                {summary.isPending ? <Skeleton className="h-9 w-16" /> : tile.value}
              </dd>
            </dl>
            {tile.access && can(tile.access) && (
              <Link to={tile.to} className="mt-2 inline-block text-sm text-primary hover:underline">
                {tile.link}
              </Link>
            )}
          </Card>
        ))}
      </div>
      <Card title="Recent activity" className="mt-6">
        {summary.isPending && <SkeletonText lines={4} />}
        {summary.data?.recent_logs.length === 0 && <EmptyState title="Nothing has happened yet" />}
        {summary.data && summary.data.recent_logs.length > 0 && (
          <ul className="divide-y divide-border">
            {summary.data.recent_logs.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm"
              >
                <Link to="/logs/$logId" params={{ logId: entry.id }} className="hover:underline">
                  {entry.description}
                </Link>
                <span className="text-fg-muted">
                  {entry.user_full_name ?? 'System'} ·{' '}
                  <time dateTime={entry.created_at} title={formatDate(entry.created_at, { time: 'minutes' })}>
                    {formatRelative(entry.created_at)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

interface Tile {
  label: string;
  value: string | number;
  to: string;
  link: string;
  /** The link shows only to users who may open it, so it never leads to /unauthorized. */
  access: AccessKey | null;
}

function summaryTiles(s: Schemas['DashboardSummary'] | undefined): Tile[] {
  return [
    {
      label: 'Users',
      value: s ? `${count(s.users_active)} active of ${count(s.users_total)}` : '',
      to: '/users',
      link: 'View users',
      access: 'users',
    },
    {
      label: 'Aliases',
      value: count(s?.aliases_total),
      to: '/services/aliases',
      link: 'View aliases',
      access: 'aliases',
    },
    { label: 'Virtual desktops', value: count(s?.virtual_desktops_total), to: '', link: '', access: null },
    { label: 'Virtual phones', value: count(s?.virtual_phones_total), to: '', link: '', access: null },
    { label: 'SMS numbers', value: count(s?.sms_numbers_total), to: '', link: '', access: null },
    {
      label: 'Open tickets',
      value: count(s?.open_tickets_total),
      to: '/tickets',
      link: 'View tickets',
      access: 'tickets',
    },
  ];
}

/** 10,000 rather than 10000; nothing while the summary loads. */
const count = (n: number | undefined) => (n === undefined ? '' : n.toLocaleString('en'));
