import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, formatPhone } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';
import { None, ServiceStatus } from '../../common/service-details';
import { ServiceSection } from './service-section';

export function PhonesSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const t = useMessages(aliasesMessages);
  const columns: Column<Schemas['VirtualPhone']>[] = [
    {
      id: 'number',
      header: t('number'),
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
    { id: 'label', header: t('label'), cell: (p) => p.label },
    { id: 'status', header: t('status'), cell: (p) => <ServiceStatus status={p.status} /> },
    {
      id: 'forwarding',
      header: t('forwardsTo'),
      cell: (p) =>
        p.forwarding_number ? formatPhone(p.forwarding_number) : <None>{t('noForwarding')}</None>,
    },
    { id: 'voicemail', header: t('voicemail'), cell: (p) => (p.voicemail_enabled ? t('on') : t('off')) },
  ];
  return (
    <ServiceSection
      title={t('virtualPhones')}
      section="phones"
      add={{ to: '/services/alias/$aliasId/phone/add', label: t('addPhone') }}
      alias={alias}
      columns={columns}
      rows={alias.virtual_phones}
      empty={<EmptyState title={t('noVirtualPhones')} description={t('noVirtualPhonesText')} />}
    />
  );
}
