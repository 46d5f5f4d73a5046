import { createFileRoute } from '@tanstack/react-router';
import { HelpFolderPage, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/userguide/folder/$folderId')({
  params: idParam('folderId'),
  beforeLoad: requireAccess('userguide'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(helpQueries.folder('userguide', params.folderId)),
  component: function HelpFolder() {
    return <HelpFolderPage section="userguide" folderId={Route.useParams().folderId} />;
  },
});
