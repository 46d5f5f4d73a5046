import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '~/features/account';
import { usersQueries } from '~/features/users';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/users/$userId/two_factor_auth')({
  params: idParam('userId'),
  beforeLoad: requireAccess('users.edit'),
  component: function UserTwoFactor() {
    const { userId } = Route.useParams();
    const user = useQuery(usersQueries.detail(userId));
    return <TwoFactorPage userId={userId} subject={user.data?.full_name ?? 'this user'} />;
  },
});
