import type { Breadcrumb } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';

import { servicesMessages } from '../services.messages';

/** Aliases / <alias> / ...rest, as PageHeader props: the trail of every screen under an alias. */
export function useAliasCrumbs(aliasId: number, aliasName: string | undefined, ...rest: Breadcrumb[]) {
  const t = useMessages(servicesMessages);
  return crumbTrail(
    { label: t('aliasesCrumb'), href: '/services/aliases' },
    { label: aliasName ?? t('aliasCrumb'), href: rest.length > 0 ? `/services/alias/${aliasId}` : undefined },
    ...rest,
  );
}
