import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import {
  dateColumn,
  ListProvider,
  ListTable,
  ListToolbar,
  RowLink,
  useListController,
} from '~/components/list';

import { adminStaffMessages } from '../admin-staff.messages';
import { adminStaffQueries } from '../admin-staff.queries';
import { staffSearchSchema } from '../admin-staff.search';

type StaffMember = Schemas['StaffListItem'];

export function StaffListPage() {
  const t = useMessages(adminStaffMessages);
  const list = useListController({
    query: adminStaffQueries.list,
    from: '/admin/_staff/staff/',
    viewsKey: 'admin-staff',
    schema: staffSearchSchema,
    noun: { one: 'staff member', other: 'staff members' },
    empty: <EmptyState title={t('empty')} />,
  });

  const columns: Column<StaffMember>[] = [
    {
      id: 'full_name',
      header: t('name'),
      sortable: true,
      exportValue: (s) => s.full_name,
      exportBefore: [{ id: 'id', header: t('staffId'), value: (s) => s.id }],
      cell: (s) => (
        <RowLink to="/admin/staff/$staffId" params={{ staffId: s.id }}>
          {s.full_name}
        </RowLink>
      ),
    },
    { id: 'email', header: t('email'), sortable: true, cell: (s) => s.email, exportValue: (s) => s.email },
    { id: 'role', header: t('role'), cell: (s) => s.role_name, exportValue: (s) => s.role_name },
    dateColumn('created_at', t('since'), (s) => s.created_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('title')} />
    </ListProvider>
  );
}
