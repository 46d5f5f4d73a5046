import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { cx, focusRing } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import {
  chipOnlyFilter,
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { TextLink } from '~/components/navigation';

import { adminServicesMessages } from '../admin-services.messages';
import { useDesktopBulkActions } from '../admin-services.mutations';
import { adminServicesQueries } from '../admin-services.queries';
import { SERVICE_KINDS, type ServiceKind, serviceKinds } from '../admin-services.schemas';
import { type ServicesSearch, servicesSearchSchema } from '../admin-services.search';
import { useLocationFilter, useOrganizationFilter, usePoolFilter } from './filter-choices';
import { ServiceStatus, statusLabel } from './service-status';
import { StatusCounts } from './status-counts';

type ServiceRecord = Schemas['ServiceRecord'];

/** A service's name, linking to the page that shows it (pools to their location, which lists its pools). */
function ServiceName({ row }: { row: ServiceRecord }) {
  const orgId = row.organization_id;
  if (row.kind === 'virtualdesktops' && row.alias_id !== null)
    return (
      <RowLink
        to="/admin/organizations/$orgId/alias/$aliasId/virtualdesktop/$virtualDesktopId"
        params={{ orgId, aliasId: row.alias_id, virtualDesktopId: row.id }}
      >
        {row.name}
      </RowLink>
    );
  if (row.kind === 'virtualphones' && row.alias_id !== null)
    return (
      <RowLink
        to="/admin/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId"
        params={{ orgId, aliasId: row.alias_id, virtualPhoneId: row.id }}
      >
        {row.name}
      </RowLink>
    );
  const aliasId = row.kind === 'aliases' ? row.id : row.alias_id;
  if (aliasId !== null && orgId > 0)
    return (
      <RowLink to="/admin/organizations/$orgId/alias/$aliasId" params={{ orgId, aliasId }}>
        {row.name}
      </RowLink>
    );
  if (row.kind === 'resourcepools')
    return (
      <RowLink to="/admin/resourcepools" search={{ search: row.name }}>
        {row.name}
      </RowLink>
    );
  return <span className="font-medium">{row.name}</span>;
}

/** The links between the kinds' lists. */
function KindNav({ current }: { current: ServiceKind }) {
  const t = useMessages(adminServicesMessages);
  return (
    <nav aria-label={t('serviceKinds')} className="mb-4 border-b border-border">
      <ul className="flex flex-wrap gap-1">
        {SERVICE_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={`/admin/services/${kind}`}
              aria-current={kind === current ? 'page' : undefined}
              className={cx(
                '-mb-px inline-block rounded-t border-b-2 px-3 py-2 text-sm',
                focusRing,
                kind === current
                  ? 'border-primary font-medium text-fg'
                  : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {t('kindTitle', { kind })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The kind's filters: status (drawn above the list as counts, so only its chip is the hook's), then the rest. */
function useServiceFilters(kind: ServiceKind) {
  const config = serviceKinds[kind];
  const offers = (filter: (typeof config.filters)[number]) => config.filters.includes(filter);
  const t = useMessages(adminServicesMessages);
  const status = chipOnlyFilter<ServicesSearch>('status', t('statusLabel'), statusLabel);
  const organization = useOrganizationFilter<ServicesSearch>('organization', offers('organization'));
  const location = useLocationFilter<ServicesSearch>('location', offers('location'));
  const pool = usePoolFilter<ServicesSearch>('pool', config.poolKind, offers('pool'));
  return [
    status,
    ...(offers('organization') ? [organization] : []),
    ...(offers('location') ? [location] : []),
    ...(offers('pool') ? [pool] : []),
  ];
}

function ServicesPage({ kind }: { kind: ServiceKind }) {
  const config = serviceKinds[kind];
  const t = useMessages(adminServicesMessages);
  const title = t('kindTitle', { kind });
  const list = useListController({
    query: adminServicesQueries.services(kind),
    filters: useServiceFilters(kind),
    bulkActions: useDesktopBulkActions(kind),
    rowLabel: (r) => r.name,
    from: `/admin/_staff/services/${kind}`,
    viewsKey: `admin-services-${kind}`,
    schema: servicesSearchSchema,
    noun: { one: t('kindOne', { kind }), other: t('kindOther', { kind }) },
    searchHint: t('servicesSearchHint'),
    empty: <EmptyState title={t('kindEmpty', { kind })} />,
  });
  const { search } = list;
  const counts = list.query.data?.status_counts;

  const columns: Column<ServiceRecord>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      cell: (r) => <ServiceName row={r} />,
      exportValue: (r) => r.name,
      exportBefore: [{ id: 'id', header: t('id'), value: (r) => r.id }],
    },
    {
      id: 'status',
      header: t('statusLabel'),
      sortable: true,
      cell: (r) => <ServiceStatus status={r.status} />,
      exportValue: (r) => r.status,
    },
    ...(kind === 'resourcepools'
      ? []
      : [
          {
            id: 'organization_name',
            header: t('organization'),
            sortable: true,
            exportValue: (r: ServiceRecord) => r.organization_name,
            cell: (r: ServiceRecord) => (
              <TextLink to="/admin/organizations/$orgId" params={{ orgId: r.organization_id }}>
                {r.organization_name}
              </TextLink>
            ),
          },
        ]),
    ...(kind === 'aliases' || kind === 'resourcepools'
      ? []
      : [
          {
            id: 'alias',
            header: t('alias'),
            cell: (r: ServiceRecord) => r.alias_name ?? '—',
            exportValue: (r: ServiceRecord) => r.alias_name ?? null,
          },
        ]),
    ...(config.filters.includes('location')
      ? [
          {
            id: 'location',
            header: t('location'),
            cell: (r: ServiceRecord) => r.location_name ?? '—',
            exportValue: (r: ServiceRecord) => r.location_name ?? null,
          },
        ]
      : []),
    ...(config.filters.includes('pool')
      ? [
          {
            id: 'pool',
            header: t('pool'),
            cell: (r: ServiceRecord) => r.pool_name ?? '—',
            exportValue: (r: ServiceRecord) => r.pool_name ?? null,
          },
        ]
      : []),
    dateColumn('created_at', t('created'), (r) => r.created_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={title} description={t('servicesDescription')} />
      <KindNav current={kind} />
      <StatusCounts
        counts={counts}
        selected={search.status}
        onSelect={(status) => void list.setSearch({ status })}
        label={t('kindByStatus', { kind })}
      />
      <ListToolbar label={t('kindSearch', { kind })} placeholder={t('servicesSearchPlaceholder')} />
      <ListTable
        caption={title}
        // One kind per list, so the id alone names a row (as the selection does).
      />
    </ListProvider>
  );
}

export const VirtualDesktopsListPage = () => <ServicesPage kind="virtualdesktops" />;
export const VirtualPhonesListPage = () => <ServicesPage kind="virtualphones" />;
export const SmsNumbersListPage = () => <ServicesPage kind="smsnumbers" />;
export const AliasServicesListPage = () => <ServicesPage kind="aliases" />;
export const ResourcePoolsListPage = () => <ServicesPage kind="resourcepools" />;
