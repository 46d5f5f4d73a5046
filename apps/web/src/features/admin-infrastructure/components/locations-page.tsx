import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

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

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { locationsSearchSchema } from '../admin-infrastructure.search';

type Location = Schemas['Location'];

export function LocationsPage() {
  const t = useMessages(adminInfrastructureMessages);
  const list = useListController({
    query: adminInfrastructureQueries.locations,
    from: '/admin/_staff/locations/',
    viewsKey: 'admin-locations',
    schema: locationsSearchSchema,
    noun: { one: t('locationOne'), other: t('locationOther') },
    searchHint: t('locationsSearchHint'),
    empty: <EmptyState title={t('locationsEmpty')} />,
  });
  const { can } = useStaffAccess();
  const columns: Column<Location>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      cell: (l) => (
        <RowLink to="/admin/locations/$locationId" params={{ locationId: l.id }}>
          {l.name}
        </RowLink>
      ),
    },
    { id: 'code', header: t('code'), sortable: true, cell: (l) => <code className="text-xs">{l.code}</code> },
    { id: 'city', header: t('city'), cell: (l) => l.city },
    { id: 'country', header: t('country'), sortable: true, cell: (l) => l.country },
    { id: 'timezone', header: t('timeZone'), cell: (l) => l.timezone },
    {
      id: 'active',
      header: t('status'),
      cell: (l) => <ServiceStatus status={l.active ? 'active' : 'retired'} />,
    },
  ];
  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('locationsTitle')}
        description={t('locationsDescription')}
        actions={
          can('locations.add') && <ButtonLink to="/admin/locations/add">{t('addLocation')}</ButtonLink>
        }
      />
      <ListToolbar label={t('locationsSearch')} placeholder={t('locationsSearchPlaceholder')} />
      <ListTable caption={t('locationsTitle')} />
    </ListProvider>
  );
}
