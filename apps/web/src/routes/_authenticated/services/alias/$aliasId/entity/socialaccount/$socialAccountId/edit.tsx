import { createFileRoute } from '@tanstack/react-router';

import { servicesQueries, SocialAccountEditPage } from '~/features/services';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute(
  '/_authenticated/services/alias/$aliasId/entity/socialaccount/$socialAccountId/edit',
)({
  params: idParam('socialAccountId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ params, ...ctx }) =>
    loadQueries(
      ctx,
      servicesQueries.aliasDetail(params.aliasId),
      servicesQueries.socialAccount(params.aliasId, params.socialAccountId),
    ),
  component: SocialAccountEditPage,
});
