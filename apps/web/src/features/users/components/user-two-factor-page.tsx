import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { TwoFactorSettings } from '~/features/account';

import { usersMessages } from '../users.messages';
import { usersQueries } from '../users.queries';

const route = getRouteApi('/_authenticated/users/$userId/two_factor_auth');

/** Another user's two-factor settings, for those who may edit users. */
export function UserTwoFactorPage() {
  const t = useMessages(usersMessages);
  const { userId } = route.useParams();
  const { data: user } = useSuspenseQuery(usersQueries.detail(userId));
  return (
    <>
      <PageHeader
        title={t('twoFactorOf', { name: user.full_name })}
        {...crumbTrail(
          { label: t('title'), href: '/users' },
          { label: user.full_name, href: `/users/${user.id}` },
          { label: t('twoFactorCrumb') },
        )}
      />
      <TwoFactorSettings userId={userId} ownAccount={false} />
    </>
  );
}
