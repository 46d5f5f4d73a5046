import type { ListSearch } from '~/lib/list-search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import { ADMIN_USERS_PAGE_SIZE, adminUsersSearchSchema, type AdminUsersSearch } from './admin-users.search';

export const adminUserQueries = {
  all: () => queryRoots.adminUsers,
  /** One page of the users of one organisation, or of every organisation when `orgId` is 0. */
  list: (orgId: number, search: AdminUsersSearch & ListSearch) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'list', orgId, search],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/users/orgs/{id}', {
            params: {
              path: { id: orgId },
              query: {
                ...search,
                sort: search.sort ?? adminUsersSearchSchema.defaultSort,
                size: search.size ?? ADMIN_USERS_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'detail', userId],
      queryFn: async () =>
        (await staffApi.GET('/admin/user/{id}', { params: { path: { id: userId } } })).data,
    }),
};
