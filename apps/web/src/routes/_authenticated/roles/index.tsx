import { createFileRoute } from '@tanstack/react-router';

import { RolesPage, rolesQueries, rolesSearchSchema } from '~/features/roles';
import { requireAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/_authenticated/roles/')({
  validateSearch: rolesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('roles'),
  loader: (ctx) => prefetchQueries(ctx, rolesQueries.list(ctx.deps)),
  component: RolesPage,
});
