import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { pagedListQuery } from '~/lib/list-query';
import { queryRoots } from '~/lib/query-roots';
import { ROLES_PAGE_SIZE, rolesSearchSchema, type RolesSearch } from './roles.search';

export const rolesQueries = {
  all: () => queryRoots.roles,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: RolesSearch) =>
    pagedListQuery(
      rolesQueries.all(),
      search,
      { defaultSort: rolesSearchSchema.defaultSort, size: ROLES_PAGE_SIZE },
      (query) => api.GET('/roles', { params: { query } }),
    ),
  /** Every role of the organisation, for pickers (an organisation has far fewer than 100). */
  options: () =>
    queryOptions({
      queryKey: [...rolesQueries.all(), 'options'],
      queryFn: async () =>
        (await api.GET('/roles', { params: { query: { size: 100, sort: 'name' } } })).data.items,
    }),
  detail: (roleId: number) =>
    queryOptions({
      queryKey: [...rolesQueries.all(), 'detail', roleId],
      queryFn: async () => (await api.GET('/roles/{roleId}', { params: { path: { roleId } } })).data,
    }),
  /** The users holding a role; user changes invalidate the roles domain because they move these. */
  members: (roleId: number, page: number) =>
    queryOptions({
      queryKey: [...rolesQueries.all(), 'detail', roleId, 'members', page],
      queryFn: async () =>
        (await api.GET('/user', { params: { query: { role_id: roleId, page, size: 10 } } })).data,
      placeholderData: keepPreviousData,
      // Seeing the members needs a users privilege as well; without it the page says so in place.
      meta: { handlesErrors: true },
    }),
  /** The privileges a role can grant, grouped by area; changes only with a release. */
  catalogue: () =>
    queryOptions({
      queryKey: [...rolesQueries.all(), 'catalogue'],
      queryFn: async () => (await api.GET('/roles/privileges')).data,
      staleTime: 60 * 60_000,
    }),
};
