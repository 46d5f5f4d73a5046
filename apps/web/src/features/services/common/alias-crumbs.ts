import type { Breadcrumb } from '@console/ui';

import { crumbTrail } from '~/components/navigation';

/** Aliases / <alias> / ...rest, as PageHeader props: the trail of every screen under an alias. */
export function aliasCrumbs(aliasId: number, aliasName: string | undefined, ...rest: Breadcrumb[]) {
  return crumbTrail(
    { label: 'Aliases', href: '/services/aliases' },
    { label: aliasName ?? 'Alias', href: rest.length > 0 ? `/services/alias/${aliasId}` : undefined },
    ...rest,
  );
}
