import { createFileRoute } from '@tanstack/react-router';
import { EditUserPage, usersQueries } from '~/features/users';
import { requireAccess } from '~/lib/guards';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/users/$userId/')({
  params: idParam('userId'),
  beforeLoad: requireAccess('users.edit'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(usersQueries.detail(params.userId)),
  component: function EditUser() {
    const { userId } = Route.useParams();
    return <EditUserPage userId={userId} />;
  },
});
