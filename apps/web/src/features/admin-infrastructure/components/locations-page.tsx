import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';

import {
  ButtonLink,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { ServiceStatus } from '~/features/admin-services';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { locationsSearchSchema } from '../admin-infrastructure.search';

type Location = Schemas['Location'];

export function LocationsPage() {
  const list = useListController({
    query: adminInfrastructureQueries.locations,
    from: '/admin/_staff/locations/',
    viewsKey: 'admin-locations',
    schema: locationsSearchSchema,
    noun: { one: 'location', other: 'locations' },
    searchHint: 'Search for part of the name, the code or the city.',
    empty: <EmptyState title="No locations yet" />,
  });
  const { can } = useStaffAccess();
  const columns: Column<Location>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (l) => (
        <RowLink to="/admin/locations/$locationId" params={{ locationId: l.id }}>
          {l.name}
        </RowLink>
      ),
    },
    { id: 'code', header: 'Code', sortable: true, cell: (l) => <code className="text-xs">{l.code}</code> },
    { id: 'city', header: 'City', cell: (l) => l.city },
    { id: 'country', header: 'Country', sortable: true, cell: (l) => l.country },
    { id: 'timezone', header: 'Time zone', cell: (l) => l.timezone },
    {
      id: 'active',
      header: 'Status',
      cell: (l) => <ServiceStatus status={l.active ? 'active' : 'retired'} />,
    },
  ];
  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="Locations"
        description="Where the platform runs: each location's pools, gateways and services."
        actions={can('locations.add') && <ButtonLink to="/admin/locations/add">Add location</ButtonLink>}
      />
      <ListToolbar label="Search locations" placeholder="Search by name, code or city" />
      <ListTable caption="Locations" />
    </ListProvider>
  );
}
