import { createFileRoute } from '@tanstack/react-router';
import { ROLES_PAGE_SIZE, RolesPage, rolesQueries, rolesSearchSchema } from '~/features/roles';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/roles/')({
  validateSearch: rolesSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('roles'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(rolesQueries.list({ ...deps, size: ROLES_PAGE_SIZE })),
  component: RolesPage,
});
