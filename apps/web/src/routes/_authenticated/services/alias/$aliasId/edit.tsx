import { createFileRoute } from '@tanstack/react-router';
import { AliasEditPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/edit')({
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.aliasDetail(params.aliasId)),
  component: function EditAlias() {
    const { aliasId } = Route.useParams();
    return <AliasEditPage aliasId={aliasId} />;
  },
});
