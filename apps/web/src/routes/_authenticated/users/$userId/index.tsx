import { createFileRoute } from '@tanstack/react-router';

import { EditUserPage, usersQueries } from '~/features/users';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';
import { sessionQueries } from '~/lib/session/session';

export const Route = createFileRoute('/_authenticated/users/$userId/')({
  params: idParam('userId'),
  beforeLoad: requireAccess('users.edit'),
  loader: (ctx) => loadQueries(ctx, usersQueries.detail(ctx.params.userId), sessionQueries.me()),
  component: EditUserPage,
});
