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

import { ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';
import { TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { labelledOptions } from '~/lib/forms/labelled-options';

import { useReleaseSmsNumber, useReserveSmsNumber, useSmsPoolBulkActions } from '../admin-sms-pool.mutations';
import { adminSmsPoolQueries } from '../admin-sms-pool.queries';
import { type PoolNumberStatus, poolStatusLabels, providerLabels } from '../admin-sms-pool.schemas';
import { smsPoolSearchSchema } from '../admin-sms-pool.search';
import { AddSmsNumberDialog } from './add-sms-number-dialog';

type PoolNumber = Schemas['InfraSmsNumber'];

const statusTones: Record<PoolNumberStatus, BadgeTone> = {
  available: 'success',
  assigned: 'info',
  reserved: 'warning',
};
const stateFilter = {
  key: 'status',
  label: 'State',
  anyLabel: 'Every state',
  className: 'w-40',
  options: labelledOptions(poolStatusLabels),
} as const;

const columns: Column<PoolNumber>[] = [
  {
    id: 'number',
    header: 'Number',
    sortable: true,
    cell: (n) => <span className="font-medium whitespace-nowrap tabular-nums">{formatPhone(n.number)}</span>,
  },
  {
    id: 'status',
    header: 'State',
    sortable: true,
    cell: (n) => <Badge tone={statusTones[n.status]}>{poolStatusLabels[n.status]}</Badge>,
  },
  { id: 'provider', header: 'Provider', cell: (n) => providerLabels[n.provider] },
  {
    id: 'alias',
    header: 'Held by',
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
        <span className="text-fg-muted">No alias</span>
      ),
  },
  { id: 'created_at', header: 'Added', sortable: true, cell: (n) => formatDate(n.created_at) },
];

export function SmsPoolPage() {
  const list = useListController({
    query: adminSmsPoolQueries.numbers,
    filters: [stateFilter],
    bulkActions: useSmsPoolBulkActions(),
    rowLabel: (n) => formatPhone(n.number),
    from: '/admin/_staff/infra/sms_numbers',
    viewsKey: 'admin-infra-sms-numbers',
    schema: smsPoolSearchSchema,
    noun: { one: 'SMS number', other: 'SMS numbers' },
    searchHint: 'Search for digits of the number, an alias or an organization.',
    empty: <EmptyState title="No SMS numbers in the pool" />,
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
        aria-label={`Actions for ${formatPhone(n.number)}`}
        size="sm"
        items={[
          ...(mayReserve
            ? [
                n.status === 'reserved'
                  ? { label: 'Make free', onSelect: () => reserve.mutate({ sms: n, reserved: false }) }
                  : { label: 'Reserve', onSelect: () => reserve.mutate({ sms: n, reserved: true }) },
              ]
            : []),
          ...(mayReserve && mayRelease ? (['separator'] as const) : []),
          ...(mayRelease ? [{ label: 'Release', danger: true, onSelect: () => setReleasing(n) }] : []),
        ]}
      />
    );

  return (
    <ListProvider list={list} columns={columns}>
      <PageHeader
        title="SMS numbers"
        description="The pool of numbers aliases get their SMS numbers from: free, assigned or held back."
        actions={can('smsNumbers.add') && <Button onClick={() => setAdding(true)}>Add number</Button>}
      />
      <ListToolbar label="Search SMS numbers" placeholder="Search by number, alias or organization" />
      <ListTable
        caption="SMS numbers in the pool"
        rowActions={mayReserve || mayRelease ? rowActions : undefined}
      />
      <AddSmsNumberDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={releasing !== null}
        onClose={() => setReleasing(null)}
        onConfirm={() => releasing && release.mutate(releasing, { onSettled: () => setReleasing(null) })}
        busy={release.isPending}
        title={`Release ${releasing ? formatPhone(releasing.number) : 'this number'}?`}
        message={`No alias holds it. It leaves the pool and goes back to ${releasing ? providerLabels[releasing.provider] : 'its provider'}, so no alias can get it afterwards. This cannot be undone.`}
        confirmLabel="Release number"
      />
    </ListProvider>
  );
}
