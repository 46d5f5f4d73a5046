import { createFileRoute } from '@tanstack/react-router';

import { DesktopPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/desktop/$virtualDesktopId')({
  params: idParam('virtualDesktopId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ params, ...ctx }) =>
    loadQueries(
      ctx,
      servicesQueries.aliasDetail(params.aliasId),
      servicesQueries.desktop(params.aliasId, params.virtualDesktopId),
    ),
  component: DesktopPage,
});
