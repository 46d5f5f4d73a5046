import { createFileRoute } from '@tanstack/react-router';

import { AdminAliasesPage, adminAliasesSearchSchema, adminServicesQueries } from '~/features/admin-services';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/admin/_staff/aliases')({
  validateSearch: adminAliasesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('aliases'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.aliases(ctx.deps)),
  component: AdminAliasesPage,
});
