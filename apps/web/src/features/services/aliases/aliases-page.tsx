import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import {
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';

import { None, ServiceStatus } from '../common/service-details';
import { servicesQueries } from '../services.queries';
import { ALIAS_STATUSES, aliasesSearchSchema } from '../services.search';

type Alias = Schemas['Alias'];

const columns: Column<Alias>[] = [
  {
    id: 'name',
    header: 'Alias',
    sortable: true,
    exportValue: (a) => a.name,
    exportBefore: [{ id: 'id', header: 'Alias id', value: (a) => a.id }],
    cell: (a) => (
      <RowLink to="/services/alias/$aliasId" params={{ aliasId: a.id }}>
        {a.name}
      </RowLink>
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
    id: 'primary_user',
    header: 'Primary user',
    cell: (a) => a.primary_user_name ?? <None />,
    exportValue: (a) => a.primary_user_name ?? null,
  },
  {
    id: 'desktops',
    header: 'Desktops',
    align: 'end',
    cell: (a) => a.virtual_desktops_count,
    exportValue: (a) => a.virtual_desktops_count,
  },
  {
    id: 'phones',
    header: 'Phones',
    align: 'end',
    cell: (a) => a.virtual_phones_count,
    exportValue: (a) => a.virtual_phones_count,
  },
  {
    id: 'sms',
    header: 'SMS',
    align: 'end',
    cell: (a) => a.sms_numbers_count,
    exportValue: (a) => a.sms_numbers_count,
  },
  dateColumn('created_at', 'Created', (a) => a.created_at),
];

const statusFilter = {
  key: 'status',
  label: 'Status',
  anyLabel: 'All statuses',
  className: 'w-48',
  options: ALIAS_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Suspended' })),
} as const;

export function AliasesPage() {
  const list = useListController({
    query: servicesQueries.aliasList,
    filters: [statusFilter],
    from: '/_authenticated/services/aliases',
    viewsKey: 'services-aliases',
    schema: aliasesSearchSchema,
    noun: { one: 'alias', other: 'aliases' },
    searchHint: 'Check the spelling, or search for part of the name or e-mail.',
    empty: <EmptyState title="No aliases yet" description="Aliases you may manage are listed here." />,
  });

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title="Aliases" description="Team identities and the services they hold." />
      <ListToolbar label="Search aliases" placeholder="Search by name or e-mail" />
      <ListTable caption="Aliases" />
    </ListProvider>
  );
}
