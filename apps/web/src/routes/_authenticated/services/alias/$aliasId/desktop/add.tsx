import { createFileRoute } from '@tanstack/react-router';

import { DesktopAddPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/desktop/add')({
  beforeLoad: requireAccess('aliases'),
  loader: (ctx) =>
    loadQueries(ctx, servicesQueries.aliasDetail(ctx.params.aliasId), servicesQueries.desktopOptions()),
  component: DesktopAddPage,
});
