import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';

import { ADMIN_USERS_PAGE_SIZE, type AdminUsersSearch, adminUsersSearchSchema } from './admin-users.search';

export const adminUsersQueries = {
  /** One page of the users of one organisation, or of every organisation when `orgId` is 0. */
  list: (orgId: number, search: AdminUsersSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: adminUsersSearchSchema.defaultSort, size: ADMIN_USERS_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/users/orgs/{id}', { params: { path: { id: orgId }, query } }),
    ),
  detail: (userId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/user/{id}', { params: { path: { id: userId } } })),
};
