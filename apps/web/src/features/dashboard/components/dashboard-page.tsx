import type { Schemas } from '@console/sdk';
import { Card, ErrorState, PageHeader, Skeleton } from '@console/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { canAccess, type AccessKey } from '~/lib/access';
import { sessionQueries } from '~/lib/session';
import { dashboardQueries } from '../dashboard.queries';

export function DashboardPage() {
  const me = useQuery(sessionQueries.me());
  const summary = useQuery(dashboardQueries.summary());
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  return (
    <>
      <PageHeader title={me.data ? `Welcome, ${me.data.first_name}` : 'Dashboard'} />
      {summary.isError && (
        <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {summaryTiles(summary.data).map((tile) => (
          <Card key={tile.label}>
            <dt className="text-sm text-fg-muted">{tile.label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">
              {summary.isPending ? <Skeleton className="h-9 w-16" /> : tile.value}
            </dd>
            {tile.access && canAccess(privileges, tile.access) && (
              <Link to={tile.to} className="mt-2 inline-block text-sm text-primary hover:underline">
                {tile.link}
              </Link>
            )}
          </Card>
        ))}
      </dl>
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
      value: s ? `${s.active_users} active of ${s.users}` : '',
      to: '/users',
      link: 'View users',
      access: 'users',
    },
    {
      label: 'Aliases',
      value: s?.aliases ?? '',
      to: '/services/aliases',
      link: 'View aliases',
      access: 'aliases',
    },
    { label: 'Virtual desktops', value: s?.virtual_desktops ?? '', to: '', link: '', access: null },
    { label: 'Virtual phones', value: s?.virtual_phones ?? '', to: '', link: '', access: null },
    {
      label: 'Open tickets',
      value: s?.open_tickets ?? '',
      to: '/tickets',
      link: 'View tickets',
      access: 'tickets',
    },
  ];
}
