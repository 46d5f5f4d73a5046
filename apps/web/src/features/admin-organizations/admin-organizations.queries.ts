import { queryOptions } from '@tanstack/react-query';

import { NotFoundError, queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';

import {
  ORGANIZATIONS_PAGE_SIZE,
  type OrganizationsSearch,
  organizationsSearchSchema,
} from './admin-organizations.search';

export const adminOrganizationsQueries = {
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: OrganizationsSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: organizationsSearchSchema.defaultSort, size: ORGANIZATIONS_PAGE_SIZE },
      ({ status, ...query }) =>
        sdkQuery(staffApi, '/admin/organizations', {
          params: { query: { ...query, status: status === undefined ? undefined : status === 'active' } },
        }),
    ),
  detail: (orgId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/organizations/{orgId}', { params: { path: { orgId } } })),
  /** The organisation's aliases (their service counts add up to the organisation's services). */
  aliases: (orgId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/aliases', { params: { query: { organization_id: orgId, size: 100 } } }),
    ),
  /** The latest entries of the organisation's audit log. */
  activity: (orgId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/logs', {
        params: { query: { organization_id: orgId, size: 5, sort: '-created_at' } },
      }),
    ),
  /**
   * The account owner's pending invitation, asked for only when the organisation says one is pending
   * (`owner_invitation_pending`): a page never asks for a 404. One cancelled or accepted meanwhile reads as null.
   */
  invitation: (orgId: number) => {
    const call = sdkQuery(staffApi, '/admin/organizations/{orgId}/invitation', {
      params: { path: { orgId } },
    });
    return queryOptions({
      // It answers null where the SDK's own query for the call fails (a 404): a key of its own, under the call's.
      queryKey: [...call.queryKey, 'or-null'] as const,
      queryFn: async (context) => {
        try {
          return await call.queryFn(context);
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      },
      meta: { handlesErrors: true },
    });
  },
};
