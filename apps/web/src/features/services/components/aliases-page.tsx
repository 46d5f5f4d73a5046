import type { Schemas } from '@console/sdk';
import { DataTable, EmptyState, PageHeader, Select, formatDate, type Column } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ListSearchBox, NoSearchResults, pagedTableProps } from '~/features/shell';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { servicesQueries } from '../services.queries';
import { ALIAS_STATUSES, type AliasesSearch } from '../services.schemas';
import { None, ServiceStatus } from './common';

type Alias = Schemas['Alias'];
const route = getRouteApi('/_authenticated/services/aliases');

const columns: Column<Alias>[] = [
  {
    id: 'name',
    header: 'Alias',
    sortable: true,
    cell: (a) => (
      <Link
        to="/services/alias/$aliasId"
        params={{ aliasId: a.id }}
        className="font-medium text-primary hover:underline"
      >
        {a.name}
      </Link>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (a) => a.email },
  { id: 'status', header: 'Status', sortable: true, cell: (a) => <ServiceStatus status={a.status} /> },
  { id: 'primary_user', header: 'Primary user', cell: (a) => a.primary_user_name ?? <None /> },
  { id: 'desktops', header: 'Desktops', align: 'end', cell: (a) => a.virtual_desktops_count },
  { id: 'phones', header: 'Phones', align: 'end', cell: (a) => a.virtual_phones_count },
  { id: 'sms', header: 'SMS', align: 'end', cell: (a) => a.sms_numbers_count },
  {
    id: 'created_at',
    header: 'Created',
    sortable: true,
    cell: (a) => <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>,
  },
];

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...ALIAS_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Suspended' })),
];

export function AliasesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const aliases = useQuery(servicesQueries.aliasList(search));
  const setSearch = (patch: Partial<AliasesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  return (
    <>
      <PageHeader title="Aliases" description="Team identities and the services they hold." />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearchBox
          label="Search aliases"
          placeholder="Search by name or e-mail"
          value={search.search}
          onCommit={(text) => setSearch({ search: text, page: undefined })}
        />
        <div className="w-48">
          <Select
            // The visible choice is part of the name (WCAG 2.5.3).
            aria-label={`Status: ${statusOptions.find((o) => o.value === (search.status ?? 'all'))?.label}`}
            options={statusOptions}
            value={search.status ?? 'all'}
            onChange={(value) =>
              setSearch({
                status: value === 'all' ? undefined : (value as AliasesSearch['status']),
                page: undefined,
              })
            }
          />
        </div>
        {aliases.isFetching && !aliases.isPending && (
          <span role="status" className="text-sm text-fg-muted">
            Updating…
          </span>
        )}
      </div>
      <DataTable
        caption="Aliases"
        columns={columns}
        getRowId={(a) => String(a.id)}
        sort={sortStateOf(search.sort)}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        {...pagedTableProps(aliases, (page) => setSearch({ page }), 'Aliases pages')}
        empty={
          search.search ? (
            <NoSearchResults
              what="aliases"
              search={search.search}
              hint="Check the spelling, or search for part of the name or e-mail."
              onClear={() => setSearch({ search: undefined, page: undefined })}
            />
          ) : search.status ? (
            <EmptyState title={`No ${search.status} aliases`} />
          ) : (
            <EmptyState title="No aliases yet" description="Aliases you may manage are listed here." />
          )
        }
      />
    </>
  );
}
