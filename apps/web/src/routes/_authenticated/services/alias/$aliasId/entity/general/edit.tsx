import { createFileRoute } from '@tanstack/react-router';

import { GeneralEntityEditPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/entity/general/edit')({
  beforeLoad: requireAccess('aliases'),
  loader: ({ params, ...ctx }) =>
    loadQueries(
      ctx,
      servicesQueries.aliasDetail(params.aliasId),
      servicesQueries.generalEntity(params.aliasId),
    ),
  component: GeneralEntityEditPage,
});
