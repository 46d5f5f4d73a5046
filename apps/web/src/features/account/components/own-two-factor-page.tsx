import { useSuspenseQuery } from '@tanstack/react-query';

import { PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { sessionQueries } from '~/lib/session/session';

import { accountMessages } from '../account.messages';
import { TwoFactorSettings } from './two-factor-settings';

/** The signed-in user's own two-factor settings (/two_factor_auth). */
export function OwnTwoFactorPage() {
  const t = useMessages(accountMessages);
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  return (
    <>
      <PageHeader title={t('twoFactor')} />
      <TwoFactorSettings userId={me.id} ownAccount />
    </>
  );
}
