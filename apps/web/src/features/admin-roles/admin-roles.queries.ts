import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import {
  PREDEFINED_ROLE_USES_PAGE_SIZE,
  PREDEFINED_ROLES_PAGE_SIZE,
  type PredefinedRolesSearch,
  predefinedRolesSearchSchema,
} from './admin-roles.search';

export const adminRolesQueries = {
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: PredefinedRolesSearch) =>
    pagedListQuery(
      search,
      { defaultSort: predefinedRolesSearchSchema.defaultSort, size: PREDEFINED_ROLES_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/userroles/predefined', { params: { query } }),
    ),
  detail: (roleId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/userroles/predefined/{roleId}', { params: { path: { roleId } } }),
    ),
  /** The organisations that hold a role made from this one, a page at a time. */
  organizations: (roleId: number, page: number) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/userroles/predefined/{roleId}/organizations', {
        params: { path: { roleId }, query: { page, size: PREDEFINED_ROLE_USES_PAGE_SIZE } },
      }),
      placeholderData: keepPreviousData,
    }),
  /** Every privilege a predefined role can grant, for the shared privilege picker. */
  catalogue: () =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/userroles/privileges'),
      staleTime: 60 * 60_000,
    }),
};
