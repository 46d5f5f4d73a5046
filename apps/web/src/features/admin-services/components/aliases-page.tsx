import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, PageHeader } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

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

import { adminServicesMessages } from '../admin-services.messages';
import { adminServicesQueries } from '../admin-services.queries';
import { type AdminAliasesSearch, adminAliasesSearchSchema } from '../admin-services.search';
import { useOrganizationFilter } from './filter-choices';
import { ServiceStatus } from './service-status';

type AdminAlias = Schemas['AdminAlias'];

const servicesOf = (t: Translate<keyof typeof adminServicesMessages.source>) => (a: AdminAlias) =>
  t('servicesOf', {
    desktops: a.virtual_desktops_count,
    phones: a.virtual_phones_count,
    sms: a.sms_numbers_count,
  });

export function AdminAliasesPage() {
  const t = useMessages(adminServicesMessages);
  const list = useListController({
    filters: [useOrganizationFilter<AdminAliasesSearch>('organization'), activeOrSuspendedFilter],
    query: adminServicesQueries.aliases,
    from: '/admin/_staff/aliases',
    viewsKey: 'admin-aliases',
    schema: adminAliasesSearchSchema,
    noun: { one: t('aliasOne'), other: t('aliasOther') },
    searchHint: t('aliasesSearchHint'),
    empty: <EmptyState title={t('aliasesEmpty')} description={t('aliasesEmptyText')} />,
  });

  const columns: Column<AdminAlias>[] = [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      exportValue: (a) => a.name,
      exportBefore: [{ id: 'id', header: t('aliasId'), value: (a) => a.id }],
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
      header: t('organization'),
      exportValue: (a) => a.organization_name,
      cell: (a) => (
        <TextLink to="/admin/organizations/$orgId" params={{ orgId: a.organization_id }}>
          {a.organization_name}
        </TextLink>
      ),
    },
    { id: 'email', header: t('email'), cell: (a) => a.email, exportValue: (a) => a.email },
    {
      id: 'status',
      header: t('statusLabel'),
      sortable: true,
      cell: (a) => <ServiceStatus status={a.status} />,
      exportValue: (a) => a.status,
    },
    {
      id: 'services',
      header: t('services'),
      // The table's one cell is three counts; the file has a field for each, then the cell's words.
      exportBefore: [
        { id: 'virtual_desktops', header: t('desktops'), value: (a) => a.virtual_desktops_count },
        { id: 'virtual_phones', header: t('phones'), value: (a) => a.virtual_phones_count },
        { id: 'sms_numbers', header: t('smsNumbers'), value: (a) => a.sms_numbers_count },
      ],
      exportValue: servicesOf(t),
      cell: servicesOf(t),
    },
    dateColumn('created_at', t('created'), (a) => a.created_at),
  ];

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('aliasesTitle')} description={t('aliasesDescription')} />
      <ListToolbar label={t('aliasesSearch')} placeholder={t('aliasesSearchPlaceholder')} />
      <ListTable caption={t('aliasesTitle')} />
    </ListProvider>
  );
}
