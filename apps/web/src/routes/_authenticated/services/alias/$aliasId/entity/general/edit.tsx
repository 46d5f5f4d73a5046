import { createFileRoute } from '@tanstack/react-router';
import { GeneralEntityEditPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/entity/general/edit')({
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.generalEntity(params.aliasId)),
  component: function EditGeneralEntity() {
    const { aliasId } = Route.useParams();
    return <GeneralEntityEditPage aliasId={aliasId} />;
  },
});
