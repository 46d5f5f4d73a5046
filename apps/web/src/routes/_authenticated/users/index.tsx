import { createFileRoute } from '@tanstack/react-router';

import { UsersPage, usersQueries, usersSearchSchema } from '~/features/users';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('users'),
  loader: (ctx) => prefetchQueries(ctx, usersQueries.list(ctx.deps)),
  component: UsersPage,
});
