import { createFileRoute } from '@tanstack/react-router';
import { SocialAccountEditPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute(
  '/_authenticated/services/alias/$aliasId/entity/socialaccount/$socialAccountId/edit',
)({
  params: idParam('socialAccountId'),
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(servicesQueries.socialAccount(params.aliasId, params.socialAccountId)),
  component: function EditSocialAccount() {
    const { aliasId, socialAccountId } = Route.useParams();
    return <SocialAccountEditPage aliasId={aliasId} socialAccountId={socialAccountId} />;
  },
});
