import { createFileRoute } from '@tanstack/react-router';

import { BestPracticesArticle, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: (ctx) => loadQueries(ctx, helpQueries.article('bestpractices', ctx.params.articleId)),
  component: BestPracticesArticle,
});
