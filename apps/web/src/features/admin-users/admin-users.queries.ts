import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import type { ListSearch } from '~/lib/lists/list-search';

import { ADMIN_USERS_PAGE_SIZE, type AdminUsersSearch, adminUsersSearchSchema } from './admin-users.search';

export const adminUsersQueries = {
  /** One page of the users of one organisation, or of every organisation when `orgId` is 0. */
  list: (orgId: number, search: AdminUsersSearch & ListSearch) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/users/orgs/{id}', {
        params: {
          path: { id: orgId },
          query: {
            ...search,
            sort: search.sort ?? adminUsersSearchSchema.defaultSort,
            size: search.size ?? ADMIN_USERS_PAGE_SIZE,
          },
        },
      }),
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/user/{id}', { params: { path: { id: userId } } })),
};
