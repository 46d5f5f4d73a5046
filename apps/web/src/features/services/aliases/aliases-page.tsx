import type { Schemas } from '@console/sdk';
import { DataTable, EmptyState, PageHeader, Select, type Column } from '@console/ui';
import { getRouteApi } from '@tanstack/react-router';
import { ListToolbar, RowLink, dateColumn, useListScreen } from '~/features/shell';
import { servicesQueries } from '../services.queries';
import { ALIAS_STATUSES, aliasesSearchSchema, type AliasesSearch } from '../services.search';
import { None, ServiceStatus } from '../common/service-details';

type Alias = Schemas['Alias'];
const route = getRouteApi('/_authenticated/services/aliases');

const columns: Column<Alias>[] = [
  {
    id: 'name',
    header: 'Alias',
    sortable: true,
    cell: (a) => (
      <RowLink to="/services/alias/$aliasId" params={{ aliasId: a.id }}>
        {a.name}
      </RowLink>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (a) => a.email },
  { id: 'status', header: 'Status', sortable: true, cell: (a) => <ServiceStatus status={a.status} /> },
  { id: 'primary_user', header: 'Primary user', cell: (a) => a.primary_user_name ?? <None /> },
  { id: 'desktops', header: 'Desktops', align: 'end', cell: (a) => a.virtual_desktops_count },
  { id: 'phones', header: 'Phones', align: 'end', cell: (a) => a.virtual_phones_count },
  { id: 'sms', header: 'SMS', align: 'end', cell: (a) => a.sms_numbers_count },
  dateColumn('created_at', 'Created', (a) => a.created_at),
];

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...ALIAS_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Suspended' })),
];

export function AliasesPage() {
  const { status } = route.useSearch();
  const list = useListScreen({
    query: servicesQueries.aliasList,
    from: '/_authenticated/services/aliases',
    schema: aliasesSearchSchema,
    noun: 'aliases',
    searchHint: 'Check the spelling, or search for part of the name or e-mail.',
    empty: status ? (
      <EmptyState title={`No ${status} aliases`} />
    ) : (
      <EmptyState title="No aliases yet" description="Aliases you may manage are listed here." />
    ),
  });
  const statusLabel = statusOptions.find((o) => o.value === (status ?? 'all'))?.label;

  return (
    <>
      <PageHeader title="Aliases" description="Team identities and the services they hold." />
      <ListToolbar list={list} label="Search aliases" placeholder="Search by name or e-mail">
        <div className="w-48">
          <Select
            // The visible choice is part of the name (WCAG 2.5.3).
            aria-label={`Status: ${statusLabel}`}
            options={statusOptions}
            value={status ?? 'all'}
            onChange={(value) =>
              void list.setSearch({
                status: value === 'all' ? undefined : (value as AliasesSearch['status']),
              })
            }
          />
        </div>
      </ListToolbar>
      <DataTable caption="Aliases" columns={columns} getRowId={(a) => String(a.id)} {...list.table} />
    </>
  );
}
