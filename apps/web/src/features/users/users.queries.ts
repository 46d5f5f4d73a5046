import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { USERS_PAGE_SIZE, type UsersSearch, usersSearchSchema } from './users.search';

export const usersQueries = {
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: UsersSearch) =>
    pagedListQuery(search, { defaultSort: usersSearchSchema.defaultSort, size: USERS_PAGE_SIZE }, (query) =>
      sdkQuery(api, '/user', { params: { query } }),
    ),
  /** The first users whose name or e-mail matches, for pickers (e.g. the log's user filter). */
  matching: (text: string) =>
    queryOptions({
      ...sdkQuery(api, '/user', { params: { query: { search: text || undefined, size: 20, page: 1 } } }),
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) => queryOptions(sdkQuery(api, '/user/{id}', { params: { path: { id: userId } } })),
};
