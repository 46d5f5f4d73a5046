import { createFileRoute } from '@tanstack/react-router';

import { AliasesPage, servicesQueries } from '~/features/services';
import { aliasesSearchSchema } from '~/features/services/services.search';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/services/aliases')({
  validateSearch: aliasesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('aliases'),
  loader: (ctx) => prefetchQueries(ctx, servicesQueries.aliasList(ctx.deps)),
  component: AliasesPage,
});
