import { createFileRoute } from '@tanstack/react-router';
import { HelpFolderPage, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/folder/$folderId')({
  params: idParam('folderId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(helpQueries.folder('bestpractices', params.folderId)),
  component: function HelpFolder() {
    return <HelpFolderPage section="bestpractices" folderId={Route.useParams().folderId} />;
  },
});
