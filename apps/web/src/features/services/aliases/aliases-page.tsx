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

import { aliasesMessages } from '../aliases.messages';
import { None, ServiceStatus } from '../common/service-details';
import { servicesQueries } from '../services.queries';
import { ALIAS_STATUSES, aliasesSearchSchema } from '../services.search';

type Alias = Schemas['Alias'];

export function AliasesPage() {
  const t = useMessages(aliasesMessages);
  const columns: Column<Alias>[] = [
    {
      id: 'name',
      header: t('alias'),
      sortable: true,
      exportValue: (a) => a.name,
      exportBefore: [{ id: 'id', header: t('aliasId'), value: (a) => a.id }],
      cell: (a) => (
        <RowLink to="/services/alias/$aliasId" params={{ aliasId: a.id }}>
          {a.name}
        </RowLink>
      ),
    },
    { id: 'email', header: t('email'), cell: (a) => a.email, exportValue: (a) => a.email },
    {
      id: 'status',
      header: t('status'),
      sortable: true,
      cell: (a) => <ServiceStatus status={a.status} />,
      exportValue: (a) => a.status,
    },
    {
      id: 'primary_user',
      header: t('primaryUser'),
      cell: (a) => a.primary_user_name ?? <None />,
      exportValue: (a) => a.primary_user_name ?? null,
    },
    {
      id: 'desktops',
      header: t('desktops'),
      align: 'end',
      cell: (a) => a.virtual_desktops_count,
      exportValue: (a) => a.virtual_desktops_count,
    },
    {
      id: 'phones',
      header: t('phones'),
      align: 'end',
      cell: (a) => a.virtual_phones_count,
      exportValue: (a) => a.virtual_phones_count,
    },
    {
      id: 'sms',
      header: t('sms'),
      align: 'end',
      cell: (a) => a.sms_numbers_count,
      exportValue: (a) => a.sms_numbers_count,
    },
    dateColumn('created_at', t('created'), (a) => a.created_at),
  ];

  const statusFilter = {
    key: 'status',
    label: t('status'),
    anyLabel: t('everyStatus'),
    className: 'w-48',
    options: ALIAS_STATUSES.map((s) => ({ value: s, label: t(s) })),
  } as const;

  const list = useListController({
    query: servicesQueries.aliasList,
    filters: [statusFilter],
    from: '/_authenticated/services/aliases',
    viewsKey: 'services-aliases',
    schema: aliasesSearchSchema,
    noun: { one: t('nounOne'), other: t('nounOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} description={t('emptyText')} />,
  });

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader title={t('title')} description={t('description')} />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('title')} />
    </ListProvider>
  );
}
