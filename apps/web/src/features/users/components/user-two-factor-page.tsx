import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { TwoFactorSettings } from '~/features/account';

import { usersQueries } from '../users.queries';

const route = getRouteApi('/_authenticated/users/$userId/two_factor_auth');

/** Another user's two-factor settings, for those who may edit users. */
export function UserTwoFactorPage() {
  const { userId } = route.useParams();
  const { data: user } = useSuspenseQuery(usersQueries.detail(userId));
  return (
    <>
      <PageHeader
        title={`Two-factor authentication of ${user.full_name}`}
        {...crumbTrail(
          { label: 'Users', href: '/users' },
          { label: user.full_name, href: `/users/${user.id}` },
          { label: 'Two-factor' },
        )}
      />
      <TwoFactorSettings userId={userId} ownAccount={false} />
    </>
  );
}
