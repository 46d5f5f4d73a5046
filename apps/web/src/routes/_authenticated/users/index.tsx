import { createFileRoute } from '@tanstack/react-router';

import { UsersPage, usersQueries, usersSearchSchema } from '~/features/users';
import { requireAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('users'),
  loader: (ctx) => prefetchQueries(ctx, usersQueries.list(ctx.deps)),
  component: UsersPage,
});
