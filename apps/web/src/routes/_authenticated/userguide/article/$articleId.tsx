import { createFileRoute } from '@tanstack/react-router';

import { helpQueries, UserGuideArticle } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/userguide/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('userguide'),
  loader: (ctx) => loadQueries(ctx, helpQueries.article('userguide', ctx.params.articleId)),
  component: UserGuideArticle,
});
