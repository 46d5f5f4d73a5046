import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import {
  Card,
  type Column,
  formatDate,
  formatFileSize,
  formatNumber,
  formatPhone,
  PageHeader,
} from '@console/ui';
import { textLinkClass } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { RowLink, TableCard } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';

import { adminServicesMessages } from '../admin-services.messages';
import { adminServicesQueries } from '../admin-services.queries';
import { ServiceStatus } from './service-status';

const route = getRouteApi('/admin/_staff/organizations/$orgId/alias/$aliasId/');

type Alias = Schemas['AdminAliasDetail'];

/** The staff breadcrumbs down to an alias (and a desktop or phone under it); `aliases` names the aliases list. */
export function aliasCrumbs(
  alias: Pick<Alias, 'organization_id' | 'organization_name' | 'id' | 'name'>,
  aliases: string,
) {
  return [
    { label: aliases, href: '/admin/aliases' },
    { label: alias.organization_name, href: `/admin/organizations/${alias.organization_id}` },
    { label: alias.name, href: `/admin/organizations/${alias.organization_id}/alias/${alias.id}` },
  ];
}

export function AdminAliasPage() {
  const { orgId, aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const t = useMessages(adminServicesMessages);
  const usedShare =
    alias.file_sharing.quota_bytes > 0
      ? Math.round((alias.file_sharing.used_bytes / alias.file_sharing.quota_bytes) * 100)
      : 0;

  const desktopColumns: Column<Alias['virtual_desktops'][number]>[] = [
    {
      id: 'name',
      header: t('name'),
      cell: (d) => (
        <RowLink
          to="/admin/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId"
          params={{ orgId, aliasId, virtualDesktopId: d.id }}
        >
          {d.name}
        </RowLink>
      ),
    },
    { id: 'status', header: t('statusLabel'), cell: (d) => <ServiceStatus status={d.status} /> },
    { id: 'plan', header: t('plan'), cell: (d) => d.plan_name },
    { id: 'location', header: t('location'), cell: (d) => d.location_name },
  ];
  const phoneColumns: Column<Alias['virtual_phones'][number]>[] = [
    {
      id: 'number',
      header: t('number'),
      cell: (p) => (
        <RowLink
          to="/admin/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId"
          params={{ orgId, aliasId, virtualPhoneId: p.id }}
        >
          {formatPhone(p.number)}
        </RowLink>
      ),
    },
    { id: 'label', header: t('label'), cell: (p) => p.label },
    { id: 'status', header: t('statusLabel'), cell: (p) => <ServiceStatus status={p.status} /> },
  ];
  const smsColumns: Column<Alias['sms_numbers'][number]>[] = [
    { id: 'number', header: t('number'), cell: (n) => formatPhone(n.number) },
    { id: 'label', header: t('label'), cell: (n) => n.label },
    { id: 'status', header: t('statusLabel'), cell: (n) => <ServiceStatus status={n.status} /> },
    { id: 'messages', header: t('messages'), cell: (n) => formatNumber(n.messages_count) },
  ];
  const socialColumns: Column<Alias['social_accounts'][number]>[] = [
    { id: 'platform', header: t('platform'), cell: (s) => s.platform },
    {
      id: 'username',
      header: t('account'),
      cell: (s) => (
        <a href={s.profile_url} target="_blank" rel="noreferrer" className={textLinkClass}>
          {s.username}
        </a>
      ),
    },
    { id: 'status', header: t('statusLabel'), cell: (s) => <ServiceStatus status={s.status} /> },
  ];

  return (
    <>
      <PageHeader
        title={alias.name}
        description={alias.email}
        {...crumbTrail(...aliasCrumbs(alias, t('aliasesTitle')).slice(0, 2))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <TableCard
            title={t('virtualDesktops')}
            caption={t('tableOf', { table: 'desktops', alias: alias.name })}
            columns={desktopColumns}
            rows={alias.virtual_desktops}
            empty={t('noVirtualDesktops')}
          />
          <TableCard
            title={t('virtualPhones')}
            caption={t('tableOf', { table: 'phones', alias: alias.name })}
            columns={phoneColumns}
            rows={alias.virtual_phones}
            empty={t('noVirtualPhones')}
          />
          <TableCard
            title={t('smsNumbers')}
            caption={t('tableOf', { table: 'sms', alias: alias.name })}
            columns={smsColumns}
            rows={alias.sms_numbers}
            empty={t('noSmsNumbers')}
          />
          <TableCard
            title={t('socialAccounts')}
            caption={t('tableOf', { table: 'social', alias: alias.name })}
            columns={socialColumns}
            rows={alias.social_accounts}
            empty={t('noSocialAccounts')}
          />
        </div>
        <div className="space-y-6">
          <Card title={t('aliasCard')}>
            <dl className="space-y-3 text-sm">
              <Fact label={t('statusLabel')}>
                <ServiceStatus status={alias.status} />
              </Fact>
              <Fact label={t('organization')}>
                <TextLink to="/admin/organizations/$orgId" params={{ orgId: alias.organization_id }}>
                  {alias.organization_name}
                </TextLink>
              </Fact>
              <Fact label={t('primaryUser')}>{alias.primary_user_name ?? t('none')}</Fact>
              <Fact label={t('created')}>{formatDate(alias.created_at)}</Fact>
            </dl>
          </Card>
          <Card title={t('fileSharing')}>
            <dl className="space-y-3 text-sm">
              <Fact label={t('shares')}>{formatNumber(alias.file_sharing.shares_count)}</Fact>
              <Fact label={t('storageUsed')}>
                {t('storageOf', {
                  used: formatFileSize(alias.file_sharing.used_bytes),
                  quota: formatFileSize(alias.file_sharing.quota_bytes),
                  percent: usedShare,
                })}
              </Fact>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
