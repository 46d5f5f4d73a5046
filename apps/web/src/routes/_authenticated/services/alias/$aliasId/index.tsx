import { createFileRoute } from '@tanstack/react-router';
import { AliasPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/')({
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.aliasDetail(params.aliasId)),
  component: function Alias() {
    const { aliasId } = Route.useParams();
    return <AliasPage aliasId={aliasId} />;
  },
});
