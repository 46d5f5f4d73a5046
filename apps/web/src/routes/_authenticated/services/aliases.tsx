import { createFileRoute } from '@tanstack/react-router';

import { AliasesPage, aliasesSearchSchema, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';
import { prefetchQueries } from '~/lib/route-loading';

export const Route = createFileRoute('/_authenticated/services/aliases')({
  validateSearch: aliasesSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('aliases'),
  loader: (ctx) => prefetchQueries(ctx, servicesQueries.aliasList(ctx.deps)),
  component: AliasesPage,
});
