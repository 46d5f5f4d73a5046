import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';

export const adminMigrationsQueries = {
  /** Aliases whose name matches, across every organisation (the server searches). */
  aliasesMatching: (search: string) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/aliases', {
        params: { query: { search: search || undefined, size: 20, sort: 'name' } },
      }),
      placeholderData: keepPreviousData,
    }),
};
