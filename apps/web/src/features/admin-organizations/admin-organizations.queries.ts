import type { ListSearch } from '~/lib/list-search';
import { NotFoundError } from '@console/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import {
  ORGANIZATIONS_PAGE_SIZE,
  organizationsSearchSchema,
  type OrganizationsSearch,
} from './admin-organizations.search';

export const adminOrganizationQueries = {
  all: () => queryRoots.adminOrganizations,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: ({ status, ...search }: OrganizationsSearch & ListSearch) =>
    queryOptions({
      queryKey: [...adminOrganizationQueries.all(), 'list', { status, ...search }],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/organizations', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? organizationsSearchSchema.defaultSort,
                size: search.size ?? ORGANIZATIONS_PAGE_SIZE,
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
      queryKey: [...queryRoots.adminAliases, 'of-organization', orgId],
      queryFn: async () =>
        (await staffApi.GET('/admin/aliases', { params: { query: { organization_id: orgId, size: 100 } } }))
          .data,
    }),
  /** The latest entries of the organisation's audit log. */
  activity: (orgId: number) =>
    queryOptions({
      queryKey: [...queryRoots.adminLogs, 'recent', orgId],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/logs', {
            params: { query: { organization_id: orgId, size: 5, sort: '-created_at' } },
          })
        ).data,
    }),
  /** The account owner's pending invitation; null when there is none (no owner yet, or they accepted). */
  invitation: (orgId: number) =>
    queryOptions({
      queryKey: [...adminOrganizationQueries.all(), 'invitation', orgId],
      queryFn: async () => {
        try {
          return (
            await staffApi.GET('/admin/organizations/{orgId}/invitation', { params: { path: { orgId } } })
          ).data;
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      },
      meta: { handlesErrors: true },
    }),
};
