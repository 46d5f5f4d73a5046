import { createFileRoute } from '@tanstack/react-router';

import { PhonePage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/phone/$virtualPhoneId')({
  params: idParam('virtualPhoneId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ params, ...ctx }) =>
    loadQueries(
      ctx,
      servicesQueries.aliasDetail(params.aliasId),
      servicesQueries.phone(params.aliasId, params.virtualPhoneId),
    ),
  component: PhonePage,
});
