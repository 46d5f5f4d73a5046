import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '~/features/account';
import { usersQueries } from '~/features/users';
import { requireAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/users/$userId/two_factor_auth')({
  params: idParam('userId'),
  beforeLoad: requireAccess('users.edit'),
  loader: (ctx) => loadQueries(ctx, usersQueries.detail(ctx.params.userId)),
  component: function UserTwoFactor() {
    const { userId } = Route.useParams();
    const { data: user } = useSuspenseQuery(usersQueries.detail(userId));
    return <TwoFactorPage userId={userId} subject={user.full_name} />;
  },
});
