import { createFileRoute } from '@tanstack/react-router';
import { EditRolePage, rolesQueries } from '~/features/roles';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/roles/$roleId/edit')({
  params: idParam('roleId'),
  beforeLoad: requireAccess('roles.edit'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(rolesQueries.detail(params.roleId)),
  component: function EditRole() {
    return <EditRolePage roleId={Route.useParams().roleId} />;
  },
});
