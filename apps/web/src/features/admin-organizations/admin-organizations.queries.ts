import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { STAFF_DATA_ROOT } from '~/lib/staff-session';
import { ORGANIZATIONS_PAGE_SIZE, type OrganizationsSearch } from './admin-organizations.schemas';

export const adminOrganizationQueries = {
  all: () => [...STAFF_DATA_ROOT, 'organizations'] as const,
  list: ({ status, ...search }: OrganizationsSearch) =>
    queryOptions({
      queryKey: [...adminOrganizationQueries.all(), 'list', { status, ...search }],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/organizations', {
            params: {
              query: {
                ...search,
                size: ORGANIZATIONS_PAGE_SIZE,
                status: status === undefined ? undefined : status === 'active',
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  detail: (orgId: number) =>
    queryOptions({
      queryKey: [...adminOrganizationQueries.all(), 'detail', orgId],
      queryFn: async () =>
        (await staffApi.GET('/admin/organizations/{orgId}', { params: { path: { orgId } } })).data,
    }),
  /** The organisation's aliases (their service counts add up to the organisation's services). */
  aliases: (orgId: number) =>
    queryOptions({
      queryKey: [...STAFF_DATA_ROOT, 'aliases', 'of-organization', orgId],
      queryFn: async () =>
        (await staffApi.GET('/admin/aliases', { params: { query: { organization_id: orgId, size: 100 } } }))
          .data,
    }),
  /** The latest entries of the organisation's audit log. */
  activity: (orgId: number) =>
    queryOptions({
      queryKey: [...STAFF_DATA_ROOT, 'logs', 'recent', orgId],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/logs', {
            params: { query: { organization_id: orgId, size: 5, sort: '-created_at' } },
          })
        ).data,
    }),
};

/** After an organisation changes: every staff list and count that shows organisations. */
export const invalidateAfterOrganizationChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: STAFF_DATA_ROOT });
