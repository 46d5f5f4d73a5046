import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatPhone } from '@console/ui';

import { None, ServiceStatus } from '../../common/service-details';
import { ServiceSection } from './service-section';

export function PhonesSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const columns: Column<Schemas['VirtualPhone']>[] = [
    {
      id: 'number',
      header: 'Number',
      cell: (p) => (
        <Link
          to="/services/alias/$aliasId/phone/$virtualPhoneId"
          params={{ aliasId: alias.id, virtualPhoneId: p.id }}
          className="font-medium text-primary tabular-nums hover:underline"
        >
          {formatPhone(p.number)}
        </Link>
      ),
    },
    { id: 'label', header: 'Label', cell: (p) => p.label },
    { id: 'status', header: 'Status', cell: (p) => <ServiceStatus status={p.status} /> },
    {
      id: 'forwarding',
      header: 'Forwards to',
      cell: (p) => (p.forwarding_number ? formatPhone(p.forwarding_number) : <None>No forwarding</None>),
    },
    { id: 'voicemail', header: 'Voicemail', cell: (p) => (p.voicemail_enabled ? 'On' : 'Off') },
  ];
  return (
    <ServiceSection
      title="Virtual phones"
      add={{ to: '/services/alias/$aliasId/phone/add', label: 'Add phone' }}
      alias={alias}
      columns={columns}
      rows={alias.virtual_phones}
      empty={<EmptyState title="No virtual phones" description="Add a number for calls and voicemail." />}
    />
  );
}
