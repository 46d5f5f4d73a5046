import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { pagedListQuery } from '~/lib/list-query';
import { queryRoots } from '~/lib/query-roots';
import {
  PREDEFINED_ROLES_PAGE_SIZE,
  PREDEFINED_ROLE_USES_PAGE_SIZE,
  predefinedRolesSearchSchema,
  type PredefinedRolesSearch,
} from './admin-roles.search';

export const predefinedRoleQueries = {
  all: () => queryRoots.adminPredefinedRoles,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: PredefinedRolesSearch) =>
    pagedListQuery(
      predefinedRoleQueries.all(),
      search,
      { defaultSort: predefinedRolesSearchSchema.defaultSort, size: PREDEFINED_ROLES_PAGE_SIZE },
      (query) => staffApi.GET('/admin/userroles/predefined', { params: { query } }),
    ),
  detail: (roleId: number) =>
    queryOptions({
      queryKey: [...predefinedRoleQueries.all(), 'detail', roleId],
      queryFn: async () =>
        (await staffApi.GET('/admin/userroles/predefined/{roleId}', { params: { path: { roleId } } })).data,
    }),
  /** The organisations that hold a role made from this one, a page at a time. */
  organizations: (roleId: number, page: number) =>
    queryOptions({
      queryKey: [...predefinedRoleQueries.all(), 'organizations', roleId, page],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/userroles/predefined/{roleId}/organizations', {
            params: { path: { roleId }, query: { page, size: PREDEFINED_ROLE_USES_PAGE_SIZE } },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** Every privilege a predefined role can grant, for the shared privilege picker. */
  catalogue: () =>
    queryOptions({
      queryKey: [...predefinedRoleQueries.all(), 'catalogue'],
      queryFn: async () => (await staffApi.GET('/admin/userroles/privileges')).data,
      staleTime: 60 * 60_000,
    }),
};
