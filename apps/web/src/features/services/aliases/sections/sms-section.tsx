import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatDate, formatPhone } from '@console/ui';

import { ServiceStatus } from '../../common/service-details';
import { ServiceSection } from './service-section';

export function SmsSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const columns: Column<Schemas['SmsNumber']>[] = [
    {
      id: 'number',
      header: 'Number',
      cell: (n) => (
        <Link
          to="/services/alias/$aliasId/sms/$smsNumber"
          params={{ aliasId: alias.id, smsNumber: n.number }}
          className="font-medium text-primary tabular-nums hover:underline"
        >
          {formatPhone(n.number)}
        </Link>
      ),
    },
    { id: 'label', header: 'Label', cell: (n) => n.label },
    { id: 'status', header: 'Status', cell: (n) => <ServiceStatus status={n.status} /> },
    { id: 'messages', header: 'Messages', align: 'end', cell: (n) => n.messages_count },
    { id: 'created', header: 'Added', cell: (n) => formatDate(n.created_at) },
  ];
  return (
    <ServiceSection
      title="SMS numbers"
      add={{ to: '/services/alias/$aliasId/sms/add', label: 'Add SMS number' }}
      alias={alias}
      columns={columns}
      rows={alias.sms_numbers}
      empty={<EmptyState title="No SMS numbers" description="Add a number to send and receive texts." />}
    />
  );
}
