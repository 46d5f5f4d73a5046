import { createFileRoute } from '@tanstack/react-router';
import { USERS_PAGE_SIZE, UsersPage, usersQueries, usersSearchSchema } from '~/features/users';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('users'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(usersQueries.list({ ...deps, size: USERS_PAGE_SIZE })),
  component: UsersPage,
});
