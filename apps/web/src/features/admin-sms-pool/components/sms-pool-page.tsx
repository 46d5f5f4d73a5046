import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Badge,
  type BadgeTone,
  Button,
  type Column,
  ConfirmDialog,
  EmptyState,
  formatDate,
  formatPhone,
  Menu,
  MoreIcon,
  PageHeader,
} from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { labelledOptions } from '~/lib/forms/labelled-options';

import { adminSmsPoolMessages } from '../admin-sms-pool.messages';
import { useReleaseSmsNumber, useReserveSmsNumber, useSmsPoolBulkActions } from '../admin-sms-pool.mutations';
import { adminSmsPoolQueries } from '../admin-sms-pool.queries';
import { type PoolNumberStatus, poolStatusKeys, providerLabels } from '../admin-sms-pool.schemas';
import { smsPoolSearchSchema } from '../admin-sms-pool.search';
import { AddSmsNumberDialog } from './add-sms-number-dialog';

type PoolNumber = Schemas['InfraSmsNumber'];

const statusTones: Record<PoolNumberStatus, BadgeTone> = {
  available: 'success',
  assigned: 'info',
  reserved: 'warning',
};
type Key = keyof typeof adminSmsPoolMessages.source;
const stateFilterOf = (t: Translate<Key>) =>
  ({
    key: 'status',
    label: t('state'),
    anyLabel: t('everyState'),
    className: 'w-40',
    options: labelledOptions({
      available: t(poolStatusKeys.available),
      assigned: t(poolStatusKeys.assigned),
      reserved: t(poolStatusKeys.reserved),
    }),
  }) as const;

const columnsOf = (t: Translate<Key>): Column<PoolNumber>[] => [
  {
    id: 'number',
    header: t('number'),
    sortable: true,
    cell: (n) => <span className="font-medium whitespace-nowrap tabular-nums">{formatPhone(n.number)}</span>,
  },
  {
    id: 'status',
    header: t('state'),
    sortable: true,
    cell: (n) => <Badge tone={statusTones[n.status]}>{t(poolStatusKeys[n.status])}</Badge>,
  },
  { id: 'provider', header: t('provider'), cell: (n) => providerLabels[n.provider] },
  {
    id: 'alias',
    header: t('heldBy'),
    cell: (n) =>
      n.alias_id !== null && n.organization_id !== null ? (
        <span className="flex flex-col">
          <TextLink
            to="/admin/organizations/$orgId/alias/$aliasId"
            params={{ orgId: n.organization_id, aliasId: n.alias_id }}
            className="font-medium"
          >
            {n.alias_name}
          </TextLink>
          <span className="text-xs text-fg-muted">{n.organization_name}</span>
        </span>
      ) : (
        <span className="text-fg-muted">{t('noAlias')}</span>
      ),
  },
  { id: 'created_at', header: t('added'), sortable: true, cell: (n) => formatDate(n.created_at) },
];

export function SmsPoolPage() {
  const t = useMessages(adminSmsPoolMessages);
  const list = useListController({
    query: adminSmsPoolQueries.numbers,
    filters: [stateFilterOf(t)],
    bulkActions: useSmsPoolBulkActions(),
    rowLabel: (n) => formatPhone(n.number),
    from: '/admin/_staff/infra/sms_numbers',
    viewsKey: 'admin-infra-sms-numbers',
    schema: smsPoolSearchSchema,
    noun: { one: 'SMS number', other: 'SMS numbers' },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('empty')} />,
  });
  const { can } = useStaffAccess();
  const [adding, setAdding] = useState(false);
  const [releasing, setReleasing] = useState<PoolNumber | null>(null);
  const release = useReleaseSmsNumber();
  const reserve = useReserveSmsNumber();
  const mayReserve = can('smsNumbers.reserve');
  const mayRelease = can('smsNumbers.release');

  // An assigned number belongs to its alias: it offers nothing here.
  const rowActions = (n: PoolNumber) =>
    n.status !== 'assigned' && (
      <Menu
        label={<MoreIcon />}
        aria-label={t('actionsFor', { number: formatPhone(n.number) })}
        size="sm"
        items={[
          ...(mayReserve
            ? [
                n.status === 'reserved'
                  ? { label: t('makeFree'), onSelect: () => reserve.mutate({ sms: n, reserved: false }) }
                  : { label: t('reserve'), onSelect: () => reserve.mutate({ sms: n, reserved: true }) },
              ]
            : []),
          ...(mayReserve && mayRelease ? (['separator'] as const) : []),
          ...(mayRelease ? [{ label: t('release'), danger: true, onSelect: () => setReleasing(n) }] : []),
        ]}
      />
    );

  return (
    <ListProvider list={list} columns={columnsOf(t)}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={can('smsNumbers.add') && <Button onClick={() => setAdding(true)}>{t('addNumber')}</Button>}
      />
      <ListToolbar label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListTable caption={t('caption')} rowActions={mayReserve || mayRelease ? rowActions : undefined} />
      <AddSmsNumberDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={releasing !== null}
        onClose={() => setReleasing(null)}
        onConfirm={() => releasing && release.mutate(releasing, { onSettled: () => setReleasing(null) })}
        busy={release.isPending}
        title={releasing ? t('releaseTitle', { number: formatPhone(releasing.number) }) : t('releaseThis')}
        message={
          releasing
            ? t('releaseText', { provider: providerLabels[releasing.provider] })
            : t('releaseTextNone')
        }
        confirmLabel={t('releaseConfirm')}
      />
    </ListProvider>
  );
}
