import type { Schemas } from '@console/sdk';
import { EmptyState, formatCount, formatNumber, PageHeader, type Column } from '@console/ui';
import {
  FilterSelect,
  ListTable,
  ListToolbar,
  RowLink,
  dateColumn,
  useListScreen,
  TextLink,
} from '~/features/shell';
import { adminServicesQueries } from '../admin-services.queries';
import { adminAliasesSearchSchema, type AdminAliasesSearch } from '../admin-services.search';
import { OrganizationPicker } from './filter-pickers';
import { ServiceStatus } from './service-status';

type AdminAlias = Schemas['AdminAlias'];

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

export function AdminAliasesPage() {
  const list = useListScreen({
    query: adminServicesQueries.aliases,
    from: '/admin/_staff/aliases',
    schema: adminAliasesSearchSchema,
    noun: 'aliases',
    searchHint: 'Search for part of the name, the e-mail or the organization.',
    empty: <EmptyState title="No aliases here" description="No alias matches these filters." />,
  });
  const { search } = list;
  const set = (patch: Partial<AdminAliasesSearch>) => void list.setSearch(patch);

  const columns: Column<AdminAlias>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
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
      cell: (a) => (
        <TextLink to="/admin/organizations/$orgId" params={{ orgId: a.organization_id }}>
          {a.organization_name}
        </TextLink>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (a) => a.email },
    { id: 'status', header: 'Status', sortable: true, cell: (a) => <ServiceStatus status={a.status} /> },
    {
      id: 'services',
      header: 'Services',
      cell: (a) =>
        `${formatCount(a.virtual_desktops_count, 'desktop')}, ${formatCount(a.virtual_phones_count, 'phone')}, ${formatNumber(a.sms_numbers_count)} SMS`,
    },
    dateColumn('created_at', 'Created', (a) => a.created_at),
  ];

  return (
    <>
      <PageHeader title="Aliases" description="Every alias of every organisation." />
      <ListToolbar list={list} label="Search aliases" placeholder="Search by name, e-mail or organization">
        <OrganizationPicker value={search.organization} onChange={(organization) => set({ organization })} />
        <FilterSelect
          label="Status"
          className="w-44"
          options={statusOptions}
          value={search.status}
          onChange={(status) => set({ status })}
        />
      </ListToolbar>
      <ListTable caption="Aliases" columns={columns} getRowId={(a) => String(a.id)} {...list.table} />
    </>
  );
}
