import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { pagedListQuery } from '~/lib/list-query';
import { queryRoots } from '~/lib/query-roots';
import { USERS_PAGE_SIZE, usersSearchSchema, type UsersSearch } from './users.search';

export const usersQueries = {
  all: () => queryRoots.users,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: UsersSearch) =>
    pagedListQuery(
      usersQueries.all(),
      search,
      { defaultSort: usersSearchSchema.defaultSort, size: USERS_PAGE_SIZE },
      (query, signal) => api.GET('/user', { params: { query }, signal }),
    ),
  /** The first users whose name or e-mail matches, for pickers (e.g. the log's user filter). */
  matching: (text: string) =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'matching', text],
      queryFn: async () =>
        (await api.GET('/user', { params: { query: { search: text || undefined, size: 20, page: 1 } } }))
          .data,
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'detail', userId],
      queryFn: async () => (await api.GET('/user/{id}', { params: { path: { id: userId } } })).data,
    }),
};
