import { createFileRoute } from '@tanstack/react-router';
import { FileSharingPage, fileSharingSearchSchema, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/filesharing')({
  validateSearch: fileSharingSearchSchema,
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.shareList(params.aliasId)),
  component: function FileSharing() {
    const { aliasId } = Route.useParams();
    return <FileSharingPage aliasId={aliasId} />;
  },
});
