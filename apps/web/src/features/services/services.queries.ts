import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { dashboardQueries } from '~/features/dashboard';
import { api } from '~/lib/api';
import {
  ALIASES_PAGE_SIZE,
  FILES_PAGE_SIZE,
  type AliasesSearch,
  type FileSharingSearch,
} from './services.schemas';

/** Messages asked for per page as the SMS list scrolls. */
export const SMS_PAGE_SIZE = 25;
/** An alias has a handful of shares: one page holds them all (the API allows up to 100). */
const ALL_SHARES = 100;

/** How often a desktop's status is asked for while it is on screen: soon while it changes, else slowly. */
export const DESKTOP_POLL_MS = { changing: 2_000, settled: 10_000 } as const;

const aliasPath = (aliasId: number) => ({ path: { aliasId } });

export const servicesQueries = {
  all: () => ['services'] as const,
  aliasLists: () => [...servicesQueries.all(), 'aliases'] as const,
  aliasList: (search: AliasesSearch) =>
    queryOptions({
      queryKey: [...servicesQueries.aliasLists(), search],
      queryFn: async () =>
        (await api.GET('/aliases', { params: { query: { ...search, size: ALIASES_PAGE_SIZE } } })).data,
      placeholderData: keepPreviousData,
    }),
  /** Everything read about one alias: its detail, services, entity, messages, shares. */
  alias: (aliasId: number) => [...servicesQueries.all(), 'alias', aliasId] as const,
  aliasDetail: (aliasId: number) =>
    queryOptions({
      queryKey: [...servicesQueries.alias(aliasId), 'detail'],
      queryFn: async () => (await api.GET('/aliases/{aliasId}', { params: aliasPath(aliasId) })).data,
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
      refetchInterval: (query) =>
        query.state.data?.status === 'starting' ? DESKTOP_POLL_MS.changing : DESKTOP_POLL_MS.settled,
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
  files: (aliasId: number, shareId: number, list: Pick<FileSharingSearch, 'page' | 'sort' | 'search'>) =>
    queryOptions({
      queryKey: [...servicesQueries.shareFiles(aliasId, shareId), list],
      queryFn: async () =>
        (
          await api.GET('/aliases/{aliasId}/filesharing/shares/{shareId}/files', {
            params: { path: { aliasId, shareId }, query: { ...list, size: FILES_PAGE_SIZE } },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** Users who may become an alias's primary user (searched on the server). */
  primaryUserCandidates: (search: string) =>
    queryOptions({
      queryKey: [...servicesQueries.all(), 'primary-user-candidates', search],
      queryFn: async () =>
        (await api.GET('/user', { params: { query: { search: search || undefined, size: 20 } } })).data,
      placeholderData: keepPreviousData,
      // Only holders of the primary-user privilege ask; a missing users:list shows in the field, not as a redirect.
      meta: { handlesErrors: true },
    }),
};

/**
 * After a service was added to an alias or changed: the alias's detail (its sections), the aliases lists
 * (their counts) and the dashboard's totals.
 */
export function invalidateAliasServices(queryClient: QueryClient, aliasId: number) {
  return invalidate(
    queryClient,
    servicesQueries.aliasDetail(aliasId).queryKey,
    servicesQueries.aliasLists(),
    dashboardQueries.all(),
  );
}

/** After a share or a file was added or removed: the shares and files, and the alias's storage use. */
export function invalidateFileSharing(queryClient: QueryClient, aliasId: number) {
  return invalidate(
    queryClient,
    servicesQueries.shares(aliasId),
    servicesQueries.aliasDetail(aliasId).queryKey,
  );
}

function invalidate(queryClient: QueryClient, ...queryKeys: readonly (readonly unknown[])[]) {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
