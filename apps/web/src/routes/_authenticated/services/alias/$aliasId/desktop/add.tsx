import { createFileRoute } from '@tanstack/react-router';
import { DesktopAddPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/desktop/add')({
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(servicesQueries.desktopOptions()),
  component: function AddDesktop() {
    const { aliasId } = Route.useParams();
    return <DesktopAddPage aliasId={aliasId} />;
  },
});
