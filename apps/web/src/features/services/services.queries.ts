import type { ListSearch } from '~/lib/list-search';
import { pollInterval } from '~/lib/poll';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import {
  ALIASES_PAGE_SIZE,
  FILES_PAGE_SIZE,
  aliasesSearchSchema,
  fileSharingSearchSchema,
  type AliasesSearch,
  type FileSharingSearch,
} from './services.search';

/** Messages asked for per page as the SMS list scrolls. */
export const SMS_PAGE_SIZE = 25;
/** An alias has a handful of shares: one page holds them all (the API allows up to 100). */
const ALL_SHARES = 100;

/** How often a desktop's status is asked for while it is on screen: soon while it changes, else slowly. */
export const DESKTOP_POLL_MS = { changing: 2_000, settled: 10_000 } as const;

const aliasPath = (aliasId: number) => ({ path: { aliasId } });

export const servicesQueries = {
  all: () => queryRoots.services,
  aliasLists: () => [...servicesQueries.all(), 'aliases'] as const,
  /** One page of the aliases list; the factory owns the page size and the default sort. */
  aliasList: (search: AliasesSearch & ListSearch) =>
    queryOptions({
      queryKey: [...servicesQueries.aliasLists(), search],
      queryFn: async () =>
        (
          await api.GET('/aliases', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? aliasesSearchSchema.defaultSort,
                size: search.size ?? ALIASES_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** Everything read about one alias: its detail, services, entity, messages, shares. */
  alias: (aliasId: number) => [...servicesQueries.all(), 'alias', aliasId] as const,
  aliasDetail: (aliasId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'detail'],
      queryFn: async () => (await api.GET('/aliases/{aliasId}', { params: aliasPath(aliasId) })).data,
      // A desktop of the alias that is starting moves on by itself: polled until none is, then no more.
      refetchInterval: (query) =>
        pollInterval(query.state.data?.virtual_desktops.some((d) => d.status === 'starting') ?? false, {
          changing: DESKTOP_POLL_MS.changing,
          settled: false,
        }),
      refetchIntervalInBackground: false,
    }),
  generalEntity: (aliasId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'entity', 'general'],
      queryFn: async () =>
        (await api.GET('/aliases/{aliasId}/entity/general', { params: aliasPath(aliasId) })).data,
    }),
  socialAccount: (aliasId: number, socialAccountId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'social-account', socialAccountId],
      queryFn: async () =>
        (
          await api.GET('/aliases/{aliasId}/socialaccounts/{socialAccountId}', {
            params: { path: { aliasId, socialAccountId } },
          })
        ).data,
    }),
  desktopOptions: () =>
    queryOptions({
      queryKey: [...servicesQueries.all(), 'desktop-options'],
      queryFn: async () => (await api.GET('/services/desktop/options')).data,
      staleTime: 10 * 60_000,
    }),
  desktop: (aliasId: number, desktopId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'desktop', desktopId],
      queryFn: async () =>
        (
          await api.GET('/aliases/{aliasId}/desktops/{desktopId}', {
            params: { path: { aliasId, desktopId } },
          })
        ).data,
      // Live status: polled while the page is open; TanStack Query pauses the interval in a hidden tab.
      refetchInterval: (query) => pollInterval(query.state.data?.status === 'starting', DESKTOP_POLL_MS),
      refetchIntervalInBackground: false,
    }),
  phone: (aliasId: number, phoneId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'phone', phoneId],
      queryFn: async () =>
        (await api.GET('/aliases/{aliasId}/phones/{phoneId}', { params: { path: { aliasId, phoneId } } }))
          .data,
    }),
  smsMessages: (aliasId: number, smsNumber: string) =>
    infiniteQueryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'sms', smsNumber, 'messages'],
      queryFn: async ({ pageParam }) =>
        (
          await api.GET('/aliases/{aliasId}/sms/{smsNumber}/messages', {
            params: { path: { aliasId, smsNumber }, query: { page: pageParam, size: SMS_PAGE_SIZE } },
          })
        ).data,
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    }),
  shares: (aliasId: number) => [...servicesQueries.alias(aliasId), 'shares'] as const,
  shareList: (aliasId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.shares(aliasId), 'list'],
      queryFn: async () =>
        (
          await api.GET('/aliases/{aliasId}/filesharing/shares', {
            params: { path: { aliasId }, query: { size: ALL_SHARES } },
          })
        ).data,
    }),
  /** Every page of a share's files, for invalidation. */
  shareFiles: (aliasId: number, shareId: number) =>
    [...servicesQueries.shares(aliasId), shareId, 'files'] as const,
  /** One page of a share's files; the factory owns the page size and the default sort. */
  files: (aliasId: number, shareId: number, { page, sort, search }: FileSharingSearch) =>
    queryOptions({
      queryKey: [...servicesQueries.shareFiles(aliasId, shareId), { page, sort, search }],
      queryFn: async () =>
        (
          await api.GET('/aliases/{aliasId}/filesharing/shares/{shareId}/files', {
            params: {
              path: { aliasId, shareId },
              query: {
                page,
                search,
                sort: sort ?? fileSharingSearchSchema.defaultSort,
                size: FILES_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /**
   * Users who may become an alias's primary user (searched on the server). Users' data, so it sits under the
   * users' key: adding or renaming a user refreshes it.
   */
  primaryUserCandidates: (search: string) =>
    queryOptions({
      queryKey: [...queryRoots.users, 'primary-candidates', search],
      queryFn: async () =>
        (await api.GET('/user', { params: { query: { search: search || undefined, size: 20 } } })).data,
      placeholderData: keepPreviousData,
      // Only holders of the primary-user privilege ask; a missing users:list shows in the field, not as a redirect.
      meta: { handlesErrors: true },
    }),
};
