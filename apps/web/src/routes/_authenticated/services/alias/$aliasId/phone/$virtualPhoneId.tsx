import { createFileRoute } from '@tanstack/react-router';
import { PhonePage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/phone/$virtualPhoneId')({
  params: idParam('virtualPhoneId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.phone(params.aliasId, params.virtualPhoneId)),
  component: function Phone() {
    const { aliasId, virtualPhoneId } = Route.useParams();
    return <PhonePage aliasId={aliasId} phoneId={virtualPhoneId} />;
  },
});
