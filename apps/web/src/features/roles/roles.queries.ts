import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { ROLES_PAGE_SIZE, type RolesSearch, rolesSearchSchema } from './roles.search';

export const rolesQueries = {
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: RolesSearch) =>
    pagedListQuery(search, { defaultSort: rolesSearchSchema.defaultSort, size: ROLES_PAGE_SIZE }, (query) =>
      sdkQuery(api, '/roles', { params: { query } }),
    ),
  /** Every role of the organisation, for pickers (an organisation has far fewer than 100). */
  options: () =>
    queryOptions({
      ...sdkQuery(api, '/roles', { params: { query: { size: 100, sort: 'name' } } }),
      select: (page) => page.items,
    }),
  detail: (roleId: number) =>
    queryOptions(sdkQuery(api, '/roles/{roleId}', { params: { path: { roleId } } })),
  /** The users holding a role: users' data, so user changes refresh it (lib/query-paths.ts). */
  members: (roleId: number, page: number) =>
    queryOptions({
      ...sdkQuery(api, '/user', { params: { query: { role_id: roleId, page, size: 10 } } }),
      placeholderData: keepPreviousData,
      // Seeing the members needs a users privilege as well; without it the page says so in place.
      meta: { handlesErrors: true },
    }),
  /** The privileges a role can grant, grouped by area; changes only with a release. */
  catalogue: () =>
    queryOptions({
      ...sdkQuery(api, '/roles/privileges'),
      staleTime: 60 * 60_000,
    }),
};
