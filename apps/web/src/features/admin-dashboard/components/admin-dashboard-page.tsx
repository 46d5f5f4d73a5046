import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Card, ErrorState, formatNumber, PageHeader, SkeletonText } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { RecentActivity } from '~/features/admin-organizations';

import { adminDashboardMessages } from '../admin-dashboard.messages';
import { adminDashboardQueries } from '../admin-dashboard.queries';

/** The platform at a glance: each figure opens the list it counts. */
export function AdminDashboardPage() {
  const t = useMessages(adminDashboardMessages);
  const { data: s } = useSuspenseQuery(adminDashboardQueries.summary());
  const activity = useQuery(adminDashboardQueries.activity());
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-8">
        <Figures id="customers" title={t('customers')}>
          <Figure
            label={t('organizations')}
            value={s.organizations_total}
            link={{ to: '/admin/organizations' }}
          />
          <Figure
            label={t('activeOrganizations')}
            value={s.organizations_active}
            link={{ to: '/admin/organizations', search: { status: 'active' } }}
          />
          <Figure label={t('users')} value={s.users_total} link={{ to: '/admin/users' }} />
          <Figure label={t('aliases')} value={s.aliases_total} link={{ to: '/admin/aliases' }} />
        </Figures>
        <Figures id="services" title={t('services')}>
          <Figure
            label={t('virtualDesktops')}
            value={s.virtual_desktops_total}
            detail={t('running', { count: s.virtual_desktops_running })}
            link={{ to: '/admin/services/virtualdesktops' }}
          />
          <Figure
            label={t('virtualPhones')}
            value={s.virtual_phones_total}
            link={{ to: '/admin/services/virtualphones' }}
          />
          <Figure
            label={t('smsNumbers')}
            value={s.sms_numbers_total}
            link={{ to: '/admin/services/smsnumbers' }}
          />
          <Figure label={t('openTickets')} value={s.open_tickets_total} />
        </Figures>
      </div>
      <Card title={t('recentActivity')} className="mt-8">
        {activity.isError ? (
          <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
        ) : activity.data ? (
          <RecentActivity entries={activity.data.items} />
        ) : (
          <SkeletonText lines={5} />
        )}
        <TextLink to="/admin/logs" className="mt-3 inline-block text-sm font-medium">
          {t('allAuditLogs')}
        </TextLink>
      </Card>
    </>
  );
}

/** A headed row of figures. */
function Figures({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-3 text-sm font-semibold text-fg-muted">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}

function Figure({
  label,
  value,
  detail,
  link,
}: {
  label: string;
  value: number;
  detail?: ReactNode;
  link?: LinkProps;
}) {
  const body = (
    <>
      <span className="block text-sm text-fg-muted">{label}</span>
      <span className="block text-3xl font-semibold tabular-nums">{formatNumber(value)}</span>
      {detail && <span className="block text-sm text-fg-muted">{detail}</span>}
    </>
  );
  const box = 'block rounded-xl border border-border bg-surface p-4';
  return link ? (
    <Link {...link} className={`${box} hover:border-primary`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}
