import { createFileRoute } from '@tanstack/react-router';

import { RolesPage, rolesQueries } from '~/features/roles';
import { rolesSearchSchema } from '~/features/roles/roles.search';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/roles/')({
  validateSearch: rolesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('roles'),
  loader: (ctx) => prefetchQueries(ctx, rolesQueries.list(ctx.deps)),
  component: RolesPage,
});
