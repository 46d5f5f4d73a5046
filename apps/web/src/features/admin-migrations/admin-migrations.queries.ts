import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const migrationQueries = {
  /** Aliases whose name matches, across every organisation (the server searches). */
  aliasesMatching: (search: string) =>
    queryOptions({
      queryKey: [...queryRoots.adminAliases, 'matching', search],
      queryFn: async ({ signal }) =>
        (
          await staffApi.GET('/admin/aliases', {
            params: { query: { search: search || undefined, size: 20, sort: 'name' } },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
};
