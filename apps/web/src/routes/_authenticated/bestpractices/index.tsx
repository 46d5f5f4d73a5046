import { createFileRoute } from '@tanstack/react-router';

import { BestPracticesHome, helpQueries } from '~/features/help';
import { helpSearchSchema } from '~/features/help/help.search';
import { requireAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { loadQueries, prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/bestpractices/')({
  validateSearch: helpSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireAccess('bestpractices'),
  // A title search is a paged list (the previous page stays while the next loads); the contents are not.
  loader: (ctx) =>
    ctx.deps.search
      ? prefetchQueries(ctx, helpQueries.search('bestpractices', ctx.deps))
      : loadQueries(ctx, helpQueries.root('bestpractices')),
  component: BestPracticesHome,
});
