import { createFileRoute } from '@tanstack/react-router';
import { DesktopPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/desktop/$virtualDesktopId')({
  params: idParam('virtualDesktopId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.desktop(params.aliasId, params.virtualDesktopId)),
  component: function Desktop() {
    const { aliasId, virtualDesktopId } = Route.useParams();
    return <DesktopPage aliasId={aliasId} desktopId={virtualDesktopId} />;
  },
});
