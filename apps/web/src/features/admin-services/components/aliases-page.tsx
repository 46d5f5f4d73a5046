import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatCount, formatNumber, PageHeader } from '@console/ui';

import {
  activeOrSuspendedFilter,
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { TextLink } from '~/components/navigation';

import { adminServicesQueries } from '../admin-services.queries';
import { type AdminAliasesSearch, adminAliasesSearchSchema } from '../admin-services.search';
import { useOrganizationFilter } from './filter-choices';
import { ServiceStatus } from './service-status';

type AdminAlias = Schemas['AdminAlias'];

const servicesOf = (a: AdminAlias) =>
  `${formatCount(a.virtual_desktops_count, 'desktop')}, ${formatCount(a.virtual_phones_count, 'phone')}, ${formatNumber(a.sms_numbers_count)} SMS`;

export function AdminAliasesPage() {
  const list = useListController({
    filters: [useOrganizationFilter<AdminAliasesSearch>('organization'), activeOrSuspendedFilter],
    query: adminServicesQueries.aliases,
    from: '/admin/_staff/aliases',
    viewsKey: 'admin-aliases',
    schema: adminAliasesSearchSchema,
    noun: { one: 'alias', other: 'aliases' },
    searchHint: 'Search for part of the name, the e-mail or the organization.',
    empty: <EmptyState title="No aliases yet" description="Aliases appear here as organisations add them." />,
  });

  const columns: Column<AdminAlias>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      exportValue: (a) => a.name,
      exportBefore: [{ id: 'id', header: 'Alias id', value: (a) => a.id }],
      cell: (a) => (
        <RowLink
          to="/admin/organizations/$orgId/alias/$aliasId"
          params={{ orgId: a.organization_id, aliasId: a.id }}
        >
          {a.name}
        </RowLink>
      ),
    },
    {
      id: 'organization',
      header: 'Organization',
      exportValue: (a) => a.organization_name,
      cell: (a) => (
        <TextLink to="/admin/organizations/$orgId" params={{ orgId: a.organization_id }}>
          {a.organization_name}
        </TextLink>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (a) => a.email, exportValue: (a) => a.email },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (a) => <ServiceStatus status={a.status} />,
      exportValue: (a) => a.status,
    },
    {
      id: 'services',
      header: 'Services',
      // The table's one cell is three counts; the file has a field for each, then the cell's words.
      exportBefore: [
        { id: 'virtual_desktops', header: 'Desktops', value: (a) => a.virtual_desktops_count },
        { id: 'virtual_phones', header: 'Phones', value: (a) => a.virtual_phones_count },
        { id: 'sms_numbers', header: 'SMS numbers', value: (a) => a.sms_numbers_count },
      ],
      exportValue: servicesOf,
      cell: servicesOf,
    },
    dateColumn('created_at', 'Created', (a) => a.created_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title="Aliases" description="Every alias of every organisation." />
      <ListToolbar label="Search aliases" placeholder="Search by name, e-mail or organization" />
      <ListTable caption="Aliases" />
    </ListProvider>
  );
}
