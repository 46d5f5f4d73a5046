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

import { RowLink, TableCard } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';

import { adminServicesQueries } from '../admin-services.queries';
import { ServiceStatus } from './service-status';

const route = getRouteApi('/admin/_staff/organizations/$orgId/alias/$aliasId/');

type Alias = Schemas['AdminAliasDetail'];

/** The staff breadcrumbs down to an alias (and a desktop or phone under it). */
export function aliasCrumbs(alias: Pick<Alias, 'organization_id' | 'organization_name' | 'id' | 'name'>) {
  return [
    { label: 'Aliases', href: '/admin/aliases' },
    { label: alias.organization_name, href: `/admin/organizations/${alias.organization_id}` },
    { label: alias.name, href: `/admin/organizations/${alias.organization_id}/alias/${alias.id}` },
  ];
}

export function AdminAliasPage() {
  const { orgId, aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const usedShare =
    alias.file_sharing.quota_bytes > 0
      ? Math.round((alias.file_sharing.used_bytes / alias.file_sharing.quota_bytes) * 100)
      : 0;

  const desktopColumns: Column<Alias['virtual_desktops'][number]>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (d) => (
        <RowLink
          to="/admin/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId"
          params={{ orgId, aliasId, virtualDesktopId: d.id }}
        >
          {d.name}
        </RowLink>
      ),
    },
    { id: 'status', header: 'Status', cell: (d) => <ServiceStatus status={d.status} /> },
    { id: 'plan', header: 'Plan', cell: (d) => d.plan_name },
    { id: 'location', header: 'Location', cell: (d) => d.location_name },
  ];
  const phoneColumns: Column<Alias['virtual_phones'][number]>[] = [
    {
      id: 'number',
      header: 'Number',
      cell: (p) => (
        <RowLink
          to="/admin/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId"
          params={{ orgId, aliasId, virtualPhoneId: p.id }}
        >
          {formatPhone(p.number)}
        </RowLink>
      ),
    },
    { id: 'label', header: 'Label', cell: (p) => p.label },
    { id: 'status', header: 'Status', cell: (p) => <ServiceStatus status={p.status} /> },
  ];
  const smsColumns: Column<Alias['sms_numbers'][number]>[] = [
    { id: 'number', header: 'Number', cell: (n) => formatPhone(n.number) },
    { id: 'label', header: 'Label', cell: (n) => n.label },
    { id: 'status', header: 'Status', cell: (n) => <ServiceStatus status={n.status} /> },
    { id: 'messages', header: 'Messages', cell: (n) => formatNumber(n.messages_count) },
  ];
  const socialColumns: Column<Alias['social_accounts'][number]>[] = [
    { id: 'platform', header: 'Platform', cell: (s) => s.platform },
    {
      id: 'username',
      header: 'Account',
      cell: (s) => (
        <a href={s.profile_url} target="_blank" rel="noreferrer" className={textLinkClass}>
          {s.username}
        </a>
      ),
    },
    { id: 'status', header: 'Status', cell: (s) => <ServiceStatus status={s.status} /> },
  ];

  return (
    <>
      <PageHeader
        title={alias.name}
        description={alias.email}
        {...crumbTrail(...aliasCrumbs(alias).slice(0, 2))}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <TableCard
            title="Virtual desktops"
            caption={`Virtual desktops of ${alias.name}`}
            columns={desktopColumns}
            rows={alias.virtual_desktops}
            empty="No virtual desktops"
          />
          <TableCard
            title="Virtual phones"
            caption={`Virtual phones of ${alias.name}`}
            columns={phoneColumns}
            rows={alias.virtual_phones}
            empty="No virtual phones"
          />
          <TableCard
            title="SMS numbers"
            caption={`SMS numbers of ${alias.name}`}
            columns={smsColumns}
            rows={alias.sms_numbers}
            empty="No SMS numbers"
          />
          <TableCard
            title="Social accounts"
            caption={`Social accounts of ${alias.name}`}
            columns={socialColumns}
            rows={alias.social_accounts}
            empty="No social accounts"
          />
        </div>
        <div className="space-y-6">
          <Card title="Alias">
            <dl className="space-y-3 text-sm">
              <Fact label="Status">
                <ServiceStatus status={alias.status} />
              </Fact>
              <Fact label="Organization">
                <TextLink to="/admin/organizations/$orgId" params={{ orgId: alias.organization_id }}>
                  {alias.organization_name}
                </TextLink>
              </Fact>
              <Fact label="Primary user">{alias.primary_user_name ?? 'None'}</Fact>
              <Fact label="Created">{formatDate(alias.created_at)}</Fact>
            </dl>
          </Card>
          <Card title="File sharing">
            <dl className="space-y-3 text-sm">
              <Fact label="Shares">{formatNumber(alias.file_sharing.shares_count)}</Fact>
              <Fact label="Storage used">
                {formatFileSize(alias.file_sharing.used_bytes)} of{' '}
                {formatFileSize(alias.file_sharing.quota_bytes)} ({usedShare}%)
              </Fact>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
