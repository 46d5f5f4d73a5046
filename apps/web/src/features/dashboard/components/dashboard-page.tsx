import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Card, EmptyState, formatDate, formatNumber, formatRelative, PageHeader } from '@console/ui';
// TextLink's look from the kit's classes (first chunk): TextLink's own chunk would put /dashboard over its
// ceiling (decision 0010, decision 0034).
import { textLinkClass } from '@console/ui/classes';
import { type Translate, useMessages } from '@console/ui/i18n';

import type { AccessKey, RoutePath } from '~/lib/access/access';
import { useAccess } from '~/lib/access/use-access';
import { sessionQueries } from '~/lib/session/session';

import { dashboardMessages } from '../dashboard.messages';
import { dashboardQueries } from '../dashboard.queries';

type DashboardKey = keyof typeof dashboardMessages.source;

export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  const { data: summary } = useSuspenseQuery(dashboardQueries.summary());
  const { can } = useAccess();
  return (
    <>
      <PageHeader title={t('welcome', { name: me.first_name })} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* A tile counts what its screen shows: it is there only for users who may open that screen. */}
        {summaryTiles(summary, t)
          .filter((tile) => can(tile.access))
          .map((tile) => (
            <Card key={tile.label}>
              <dl>
                <dt className="text-sm text-fg-muted">{t(tile.label)}</dt>
                <dd className="mt-1 text-3xl font-semibold tabular-nums">{tile.value}</dd>
              </dl>
              {tile.link && (
                <Link to={tile.link.to} className={`${textLinkClass} mt-2 inline-block text-sm`}>
                  {t(tile.link.label)}
                </Link>
              )}
            </Card>
          ))}
      </div>
      <Card title={t('recentActivity')} className="mt-6">
        {summary.recent_logs.length === 0 ? (
          <EmptyState title={t('nothingYet')} />
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
                  {entry.user_full_name ?? t('system')} ·{' '}
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
            {t('allActivity')}
          </Link>
        )}
      </Card>
    </>
  );
}

interface Tile {
  label: DashboardKey;
  value: string;
  /** The screen whose records the tile counts: the tile shows only to users who may open it. */
  access: AccessKey;
  /** To that screen (so it never leads to /unauthorized). */
  link?: { to: RoutePath; label: DashboardKey };
}

function summaryTiles(s: Schemas['DashboardSummary'], t: Translate<DashboardKey>): Tile[] {
  return [
    {
      label: 'tileUsers',
      value: t('usersValue', { active: s.users_active, total: s.users_total }),
      access: 'users',
      link: { to: '/users', label: 'viewUsers' },
    },
    {
      label: 'tileAliases',
      value: formatNumber(s.aliases_total),
      access: 'aliases',
      link: { to: '/services/aliases', label: 'viewAliases' },
    },
    // The services belong to aliases and are opened from them.
    { label: 'tileDesktops', value: formatNumber(s.virtual_desktops_total), access: 'aliases' },
    { label: 'tilePhones', value: formatNumber(s.virtual_phones_total), access: 'aliases' },
    { label: 'tileSmsNumbers', value: formatNumber(s.sms_numbers_total), access: 'aliases' },
    {
      label: 'tileOpenTickets',
      value: formatNumber(s.open_tickets_total),
      access: 'tickets',
      link: { to: '/tickets', label: 'viewTickets' },
    },
  ];
}

/** 10,000 rather than 10000. */
