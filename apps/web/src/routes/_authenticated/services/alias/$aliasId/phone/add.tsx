import { createFileRoute } from '@tanstack/react-router';

import { PhoneAddPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/phone/add')({
  beforeLoad: requireAccess('aliases'),
  loader: (ctx) => loadQueries(ctx, servicesQueries.aliasDetail(ctx.params.aliasId)),
  component: PhoneAddPage,
});
