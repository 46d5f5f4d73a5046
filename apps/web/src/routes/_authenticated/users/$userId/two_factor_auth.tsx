import { createFileRoute } from '@tanstack/react-router';

import { twoFactorScreenQueries } from '~/features/account';
import { usersQueries, UserTwoFactorPage } from '~/features/users';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/users/$userId/two_factor_auth')({
  params: idParam('userId'),
  beforeLoad: requireAccess('users.edit'),
  loader: (ctx) =>
    loadQueries(ctx, usersQueries.detail(ctx.params.userId), ...twoFactorScreenQueries(ctx.params.userId)),
  component: UserTwoFactorPage,
});
