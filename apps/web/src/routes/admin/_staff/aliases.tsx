import { createFileRoute } from '@tanstack/react-router';

import { AdminAliasesPage, adminServicesQueries } from '~/features/admin-services';
import { adminAliasesSearchSchema } from '~/features/admin-services/admin-services.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/aliases')({
  validateSearch: adminAliasesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('aliases'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.aliases(ctx.deps)),
  component: AdminAliasesPage,
});
