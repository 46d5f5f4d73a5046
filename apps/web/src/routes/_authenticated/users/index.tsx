import { onlineManager } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { rolesQueries } from '~/features/roles';
import { UsersPage, usersQueries } from '~/features/users';
import { usersSearchSchema } from '~/features/users/users.search';
import { canAccess } from '~/lib/access/access';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { listViewsQuery } from '~/lib/lists/list-views';
import { prefetchQueries } from '~/lib/routing/route-loading';
import { sessionQueries } from '~/lib/session/session';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('users'),
  loader: async (ctx) => {
    const { queryClient, privileges } = ctx.context;
    const screen = [
      usersQueries.list(ctx.deps),
      // What the first render reads besides the rows: the header's user, the role filter's roles (only for those
      // who may list them) and the saved views, which the list waits for when the URL has no search (decision
      // 0033). Asked for here, beside the rows, they are in the cache when the screen renders: one render, not a
      // second one when they arrive (decision 0038).
      sessionQueries.me(),
      listViewsQuery('user', 'users'),
      ...(canAccess(privileges, 'roles') ? [rolesQueries.options()] : []),
    ];
    // A new search keeps the previous page on screen while its rows load, and offline a read waits for the
    // connection (the list says so): neither waits here. Entering the screen waits, for the one render.
    if (ctx.cause === 'stay' || !onlineManager.isOnline()) return prefetchQueries(ctx, ...screen);
    // A failed read is not the loader's to show: the screen asks again and shows it as it always does.
    await Promise.all(screen.map((query) => queryClient.prefetchQuery(query as never)));
  },
  component: UsersPage,
});
