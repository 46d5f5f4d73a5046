import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';

import { buttonClassName, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../aliases.messages';
import { useAliasCrumbs } from '../common/alias-crumbs';
import { ServiceStatus } from '../common/service-details';
import { servicesQueries } from '../services.queries';
import { DesktopsSection } from './sections/desktops-section';
import { FileSharingSection } from './sections/file-sharing-section';
import { OverviewSection } from './sections/overview-section';
import { PhonesSection } from './sections/phones-section';
import { SmsSection } from './sections/sms-section';
import { SocialAccountsSection } from './sections/social-accounts-section';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/');

/** One alias and everything it holds, one card per service. */
export function AliasPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const t = useMessages(aliasesMessages);
  return (
    <>
      <PageHeader
        title={alias.name}
        description={<ServiceStatus status={alias.status} />}
        {...useAliasCrumbs(aliasId, alias.name)}
        actions={
          <>
            <Link
              className={buttonClassName({ variant: 'secondary' })}

              to="/services/alias/$aliasId/entity/general/edit"
              params={{ aliasId }}
            >
              {t('editPersona')}
            </Link>
            <Link className={buttonClassName()} to="/services/alias/$aliasId/edit" params={{ aliasId }}>
              {t('editAlias')}
            </Link>
          </>
        }
      />
      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <OverviewSection alias={alias} />
        <DesktopsSection alias={alias} />
        <PhonesSection alias={alias} />
        <SmsSection alias={alias} />
        <SocialAccountsSection alias={alias} />
        <FileSharingSection alias={alias} />
      </div>
    </>
  );
}
