import { createFileRoute } from '@tanstack/react-router';
import { HelpArticlePage, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(helpQueries.article('bestpractices', params.articleId)),
  component: function HelpArticle() {
    return <HelpArticlePage section="bestpractices" articleId={Route.useParams().articleId} />;
  },
});
