import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatDate, formatPhone, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useAliasCrumbs } from '../common/alias-crumbs';
import { Details, None, ServiceStatus } from '../common/service-details';
import { servicesMessages } from '../services.messages';
import { servicesQueries } from '../services.queries';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/phone/$virtualPhoneId');

export function PhonePage() {
  const { aliasId, virtualPhoneId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: p } = useSuspenseQuery(servicesQueries.phone(aliasId, virtualPhoneId));
  const title = formatPhone(p.number);
  const t = useMessages(servicesMessages);
  return (
    <>
      <PageHeader
        title={title}
        description={p.label}
        {...useAliasCrumbs(aliasId, alias.name, { label: title })}
      />
      <Card title={t('details')} className="max-w-3xl">
        <Details
          items={[
            [
              t('number'),
              <span key="n" className="tabular-nums">
                {formatPhone(p.number)}
              </span>,
            ],
            [t('label'), p.label],
            [t('statusLabel'), <ServiceStatus key="s" status={p.status} />],
            [
              t('forwardsCallsTo'),
              p.forwarding_number ? (
                formatPhone(p.forwarding_number)
              ) : (
                <None key="f">{t('noForwarding')}</None>
              ),
            ],
            [t('voicemail'), p.voicemail_enabled ? t('on') : t('off')],
            [t('added'), formatDate(p.created_at)],
          ]}
        />
        {p.status === 'provisioning' && <p className="mt-4 text-sm text-fg-muted">{t('provisioningHint')}</p>}
      </Card>
    </>
  );
}
