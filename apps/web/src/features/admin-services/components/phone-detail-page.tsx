import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, formatDate, formatPhone, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';

import { adminServicesMessages } from '../admin-services.messages';
import { adminServicesQueries } from '../admin-services.queries';
import { aliasCrumbs } from './alias-detail-page';
import { ServiceStatus } from './service-status';

const route = getRouteApi('/admin/_staff/organizations/$orgId/alias/$aliasId/virtualphone/$virtualPhoneId');

export function AdminPhonePage() {
  const { orgId, aliasId, virtualPhoneId } = route.useParams();
  const t = useMessages(adminServicesMessages);
  const { data: alias } = useSuspenseQuery(adminServicesQueries.alias(orgId, aliasId));
  const { data: phone } = useSuspenseQuery(adminServicesQueries.phone(orgId, aliasId, virtualPhoneId));
  return (
    <>
      <PageHeader
        title={formatPhone(phone.number)}
        description={t('phoneOf', { label: phone.label, alias: alias.name })}
        {...crumbTrail(...aliasCrumbs(alias, t('aliasesTitle')))}
      />
      <Card title={t('phone')} className="max-w-3xl">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={t('number')}>{formatPhone(phone.number)}</Fact>
          <Fact label={t('label')}>{phone.label}</Fact>
          <Fact label={t('statusLabel')}>
            <ServiceStatus status={phone.status} />
          </Fact>
          <Fact label={t('forwarding')}>
            {phone.forwarding_number
              ? t('forwardingTo', { number: formatPhone(phone.forwarding_number) })
              : t('off')}
          </Fact>
          <Fact label={t('voicemail')}>{phone.voicemail_enabled ? t('on') : t('off')}</Fact>
          <Fact label={t('created')}>{formatDate(phone.created_at)}</Fact>
        </dl>
      </Card>
    </>
  );
}
