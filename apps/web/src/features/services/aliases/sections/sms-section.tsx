import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatDate, formatPhone } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';
import { ServiceStatus } from '../../common/service-details';
import { ServiceSection } from './service-section';

export function SmsSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const t = useMessages(aliasesMessages);
  const columns: Column<Schemas['SmsNumber']>[] = [
    {
      id: 'number',
      header: t('number'),
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
    { id: 'label', header: t('label'), cell: (n) => n.label },
    { id: 'status', header: t('status'), cell: (n) => <ServiceStatus status={n.status} /> },
    { id: 'messages', header: t('messages'), align: 'end', cell: (n) => n.messages_count },
    { id: 'created', header: t('added'), cell: (n) => formatDate(n.created_at) },
  ];
  return (
    <ServiceSection
      title={t('smsNumbers')}
      section="sms"
      add={{ to: '/services/alias/$aliasId/sms/add', label: t('addSmsNumber') }}
      alias={alias}
      columns={columns}
      rows={alias.sms_numbers}
      empty={<EmptyState title={t('noSmsNumbers')} description={t('noSmsNumbersText')} />}
    />
  );
}
