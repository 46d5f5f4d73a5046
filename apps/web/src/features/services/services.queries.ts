import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

import { infiniteQueryOptions as sdkInfiniteQuery, queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';
import { pollInterval } from '~/lib/query/poll';
import { underPaths } from '~/lib/query/query-filter';

import {
  ALIASES_PAGE_SIZE,
  type AliasesSearch,
  aliasesSearchSchema,
  FILES_PAGE_SIZE,
  type FileSharingSearch,
  fileSharingSearchSchema,
} from './services.search';

/** Messages asked for per page as the SMS list scrolls. */
const SMS_PAGE_SIZE = 25;
/** An alias has a handful of shares: one page holds them all (the API allows up to 100). */
const ALL_SHARES = 100;

/** How often a desktop's status is asked for while it is on screen: soon while it changes, else slowly. */
const DESKTOP_POLL_MS = { changing: 2_000, settled: 10_000 } as const;

export const servicesQueries = {
  /** Every page of the aliases list, for invalidation. */
  aliasLists: () => ['GET', '/aliases'] as const,
  /** One page of the aliases list; the factory owns the page size and the default sort. */
  aliasList: (search: AliasesSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: aliasesSearchSchema.defaultSort, size: ALIASES_PAGE_SIZE },
      (query) => sdkQuery(api, '/aliases', { params: { query } }),
    ),
  aliasDetail: (aliasId: number) =>
    queryOptions({
      ...sdkQuery(api, '/aliases/{aliasId}', { params: { path: { aliasId } } }),
      // A desktop of the alias that is starting moves on by itself: polled until none is, then no more.
      refetchInterval: (query) =>
        pollInterval(query.state.data?.virtual_desktops.some((d) => d.status === 'starting') ?? false, {
          changing: DESKTOP_POLL_MS.changing,
          settled: false,
        }),
      refetchIntervalInBackground: false,
    }),
  generalEntity: (aliasId: number) =>
    queryOptions(sdkQuery(api, '/aliases/{aliasId}/entity/general', { params: { path: { aliasId } } })),
  socialAccount: (aliasId: number, socialAccountId: number) =>
    queryOptions(
      sdkQuery(api, '/aliases/{aliasId}/socialaccounts/{socialAccountId}', {
        params: { path: { aliasId, socialAccountId } },
      }),
    ),
  desktopOptions: () =>
    queryOptions({
      ...sdkQuery(api, '/services/desktop/options'),
      staleTime: 10 * 60_000,
    }),
  desktop: (aliasId: number, desktopId: number) =>
    queryOptions({
      ...sdkQuery(api, '/aliases/{aliasId}/desktops/{desktopId}', {
        params: { path: { aliasId, desktopId } },
      }),
      // Live status: polled while the page is open; TanStack Query pauses the interval in a hidden tab.
      refetchInterval: (query) => pollInterval(query.state.data?.status === 'starting', DESKTOP_POLL_MS),
      refetchIntervalInBackground: false,
    }),
  phone: (aliasId: number, phoneId: number) =>
    queryOptions(
      sdkQuery(api, '/aliases/{aliasId}/phones/{phoneId}', { params: { path: { aliasId, phoneId } } }),
    ),
  smsMessages: (aliasId: number, smsNumber: string) =>
    infiniteQueryOptions(
      sdkInfiniteQuery(api, '/aliases/{aliasId}/sms/{smsNumber}/messages', {
        params: { path: { aliasId, smsNumber }, query: { size: SMS_PAGE_SIZE } },
      }),
    ),
  /** Everything about an alias's shares (the list and every share's files), as a query filter. */
  shares: (aliasId: number) => underPaths(['/aliases/{aliasId}/filesharing/shares'], { aliasId }),
  shareList: (aliasId: number) =>
    queryOptions(
      sdkQuery(api, '/aliases/{aliasId}/filesharing/shares', {
        params: { path: { aliasId }, query: { size: ALL_SHARES } },
      }),
    ),
  /** Every page of a share's files, as a query filter. */
  shareFiles: (aliasId: number, shareId: number) =>
    underPaths(['/aliases/{aliasId}/filesharing/shares/{shareId}/files'], { aliasId, shareId }),
  /** One page of a share's files; the factory owns the page size and the default sort. */
  files: (aliasId: number, shareId: number, search: FileSharingSearch) =>
    pagedListQuery(
      search,
      { defaultSort: fileSharingSearchSchema.defaultSort, size: FILES_PAGE_SIZE, fixedSize: true },
      ({ page, search: text, sort, size }) =>
        sdkQuery(api, '/aliases/{aliasId}/filesharing/shares/{shareId}/files', {
          params: { path: { aliasId, shareId }, query: { page, search: text, sort, size } },
        }),
    ),
  /**
   * Users who may become an alias's primary user (searched on the server). Users' data, on a users' path:
   * adding or renaming a user refreshes it.
   */
  primaryUserCandidates: (search: string) =>
    queryOptions({
      ...sdkQuery(api, '/user', { params: { query: { search: search || undefined, size: 20 } } }),
      placeholderData: keepPreviousData,
      // Only holders of the primary-user privilege ask; a missing users:list shows in the field, not as a redirect.
      meta: { handlesErrors: true },
    }),
};
