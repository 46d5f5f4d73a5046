import { createFileRoute } from '@tanstack/react-router';
import { HelpArticlePage, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/userguide/article/$articleId')({
  params: idParam('articleId'),
  beforeLoad: requireAccess('userguide'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(helpQueries.article('userguide', params.articleId)),
  component: function HelpArticle() {
    return <HelpArticlePage section="userguide" articleId={Route.useParams().articleId} />;
  },
});
