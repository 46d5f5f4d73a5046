import { createFileRoute } from '@tanstack/react-router';

import { GeneralEntityEditPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';

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
