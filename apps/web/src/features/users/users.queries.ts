import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '~/features/dashboard';
import { organizationQueries } from '~/features/organization';
import { rolesQueries } from '~/features/roles';
import { api } from '~/lib/api';
import type { ListParams } from '~/lib/list-search';
import type { UsersSearch } from './users.schemas';

export const usersQueries = {
  all: () => ['users'] as const,
  list: (search: ListParams<UsersSearch>) =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'list', search],
      queryFn: async () => (await api.GET('/user', { params: { query: search } })).data,
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'detail', userId],
      queryFn: async () => (await api.GET('/user/{id}', { params: { path: { id: userId } } })).data,
    }),
};

/**
 * After a user is added, changed or deleted: the users' queries, and the counts that include users
 * (roles' members and counts, the dashboard's totals, the organisation's user count).
 */
export function invalidateAfterUserChange(queryClient: QueryClient) {
  return Promise.all(
    [usersQueries.all(), rolesQueries.all(), dashboardQueries.all(), organizationQueries.all()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
