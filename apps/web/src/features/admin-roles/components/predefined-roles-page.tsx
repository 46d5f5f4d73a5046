import { type Column, EmptyState, formatNumber, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import {
  ButtonLink,
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminRolesMessages } from '../admin-roles.messages';
import { adminRolesQueries } from '../admin-roles.queries';
import { type PredefinedRole, predefinedRolesSearchSchema } from '../admin-roles.search';

export function PredefinedRolesPage() {
  const t = useMessages(adminRolesMessages);
  const list = useListController({
    query: adminRolesQueries.list,
    from: '/admin/_staff/userroles/predefined/',
    viewsKey: 'admin-userroles-predefined',
    schema: predefinedRolesSearchSchema,
    noun: { one: 'predefined role', other: 'predefined roles' },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} description={t('emptyText')} />,
  });
  const { can } = useStaffAccess();

  const columns: Column<PredefinedRole>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      exportValue: (r) => r.name,
      exportBefore: [{ id: 'id', header: t('roleId'), value: (r) => r.id }],
      cell: (r) => (
        <RowLink to="/admin/userroles/predefined/$roleId/details" params={{ roleId: r.id }}>
          {r.name}
        </RowLink>
      ),
    },
    {
      id: 'description',
      header: t('descriptionColumn'),
      className: 'max-w-96',
      cell: (r) => r.description || '—',
      exportValue: (r) => r.description,
    },
    {
      id: 'privileges',
      header: t('privileges'),
      cell: (r) => formatNumber(r.privileges.length),
      exportValue: (r) => r.privileges.join('; '),
    },
    {
      id: 'organizations',
      header: t('usedBy'),
      cell: (r) => t('organizations', { count: r.organizations_count }),
      exportValue: (r) => r.organizations_count,
    },
    dateColumn('updated_at', t('changed'), (r) => r.updated_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          can('predefinedRoles.add') && (
            <ButtonLink to="/admin/userroles/predefined/add">{t('add')}</ButtonLink>
          )
        }
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('title')} />
    </ListProvider>
  );
}
