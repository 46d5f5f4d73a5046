import { useSuspenseQuery } from '@tanstack/react-query';

import { PageHeader } from '@console/ui';

import { sessionQueries } from '~/lib/session/session';

import { TwoFactorSettings } from './two-factor-settings';

/** The signed-in user's own two-factor settings (/two_factor_auth). */
export function OwnTwoFactorPage() {
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  return (
    <>
      <PageHeader title="Two-factor authentication" />
      <TwoFactorSettings userId={me.id} ownAccount />
    </>
  );
}
