import { createFileRoute } from '@tanstack/react-router';

import { BestPracticesArticle, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: (ctx) => loadQueries(ctx, helpQueries.article('bestpractices', ctx.params.articleId)),
  component: BestPracticesArticle,
});
