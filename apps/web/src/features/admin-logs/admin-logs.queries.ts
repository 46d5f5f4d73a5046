import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { pagedListQuery } from '~/lib/list-query';
import { queryRoots } from '~/lib/query-roots';
import { ADMIN_LOGS_PAGE_SIZE, adminLogsSearchSchema, type AdminLogsSearch } from './admin-logs.search';

export const adminLogQueries = {
  all: () => queryRoots.adminLogs,
  /** One page of the trail; the factory owns the page size and the default sort. */
  list: (search: AdminLogsSearch) =>
    pagedListQuery(
      adminLogQueries.all(),
      search,
      { defaultSort: adminLogsSearchSchema.defaultSort, size: ADMIN_LOGS_PAGE_SIZE },
      (query, signal) => staffApi.GET('/admin/logs', { params: { query }, signal }),
    ),
  detail: (logId: number) =>
    queryOptions({
      queryKey: [...adminLogQueries.all(), 'detail', logId],
      queryFn: async () => (await staffApi.GET('/admin/logs/{logId}', { params: { path: { logId } } })).data,
    }),
  /** Organisations whose name matches, for the organisation filter (the server searches). */
  organizationsMatching: (search: string) =>
    queryOptions({
      queryKey: [...queryRoots.adminOrganizations, 'matching', search],
      queryFn: async ({ signal }) =>
        (
          await staffApi.GET('/admin/organizations', {
            params: { query: { search: search || undefined, size: 20, sort: 'name' } },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** One organisation's name, for a filter set by the URL. */
  organization: (orgId: number) =>
    queryOptions({
      queryKey: [...queryRoots.adminOrganizations, 'detail', orgId],
      queryFn: async () =>
        (await staffApi.GET('/admin/organizations/{orgId}', { params: { path: { orgId } } })).data,
    }),
};
