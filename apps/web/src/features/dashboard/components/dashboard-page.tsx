import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Card, EmptyState, formatDate, formatNumber, formatRelative, PageHeader } from '@console/ui';
// TextLink's look from the kit's classes (first chunk): TextLink's own chunk would put /dashboard over its
// ceiling (decision 0010, decision 0034).
import { textLinkClass } from '@console/ui/classes';

import type { AccessKey, RoutePath } from '~/lib/access/access';
import { useAccess } from '~/lib/access/use-access';
import { sessionQueries } from '~/lib/session/session';

import { dashboardQueries } from '../dashboard.queries';

export function DashboardPage() {
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  const { data: summary } = useSuspenseQuery(dashboardQueries.summary());
  const { can } = useAccess();
  return (
    <>
      <PageHeader title={`Welcome, ${me.first_name}`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* A tile counts what its screen shows: it is there only for users who may open that screen. */}
        {summaryTiles(summary)
          .filter((tile) => can(tile.access))
          .map((tile) => (
            <Card key={tile.label}>
              <dl>
                <dt className="text-sm text-fg-muted">{tile.label}</dt>
                <dd className="mt-1 text-3xl font-semibold tabular-nums">{tile.value}</dd>
              </dl>
              {tile.link && (
                <Link to={tile.link.to} className={`${textLinkClass} mt-2 inline-block text-sm`}>
                  {tile.link.label}
                </Link>
              )}
            </Card>
          ))}
      </div>
      <Card title="Recent activity" className="mt-6">
        {summary.recent_logs.length === 0 ? (
          <EmptyState title="Nothing has happened yet" />
        ) : (
          <ul className="divide-y divide-border">
            {summary.recent_logs.map((entry) => (
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
        {can('logs') && (
          <Link to="/logs" className={`${textLinkClass} mt-3 inline-block text-sm font-medium`}>
            All activity in the audit log
          </Link>
        )}
      </Card>
    </>
  );
}

interface Tile {
  label: string;
  value: string;
  /** The screen whose records the tile counts: the tile shows only to users who may open it. */
  access: AccessKey;
  /** To that screen (so it never leads to /unauthorized). */
  link?: { to: RoutePath; label: string };
}

function summaryTiles(s: Schemas['DashboardSummary']): Tile[] {
  return [
    {
      label: 'Users',
      value: `${formatNumber(s.users_active)} active of ${formatNumber(s.users_total)}`,
      access: 'users',
      link: { to: '/users', label: 'View users' },
    },
    {
      label: 'Aliases',
      value: formatNumber(s.aliases_total),
      access: 'aliases',
      link: { to: '/services/aliases', label: 'View aliases' },
    },
    // The services belong to aliases and are opened from them.
    { label: 'Virtual desktops', value: formatNumber(s.virtual_desktops_total), access: 'aliases' },
    { label: 'Virtual phones', value: formatNumber(s.virtual_phones_total), access: 'aliases' },
    { label: 'SMS numbers', value: formatNumber(s.sms_numbers_total), access: 'aliases' },
    {
      label: 'Open tickets',
      value: formatNumber(s.open_tickets_total),
      access: 'tickets',
      link: { to: '/tickets', label: 'View tickets' },
    },
  ];
}

/** 10,000 rather than 10000. */
