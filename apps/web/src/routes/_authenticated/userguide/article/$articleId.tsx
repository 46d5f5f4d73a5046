import { createFileRoute } from '@tanstack/react-router';

import { helpQueries, UserGuideArticle } from '~/features/help';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/userguide/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('userguide'),
  loader: (ctx) => loadQueries(ctx, helpQueries.article('userguide', ctx.params.articleId)),
  component: UserGuideArticle,
});
