import { createFileRoute } from '@tanstack/react-router';
import { AdminAliasesPage, adminAliasesSearchSchema, adminServicesQueries } from '~/features/admin-services';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/aliases')({
  validateSearch: adminAliasesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('aliases'),
  loader: (ctx) => prefetchQueries(ctx, adminServicesQueries.aliases(ctx.deps)),
  component: AdminAliasesPage,
});
