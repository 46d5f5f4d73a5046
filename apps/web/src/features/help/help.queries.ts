import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import type { HelpSection } from './help.schemas';
import { HELP_SEARCH_PAGE_SIZE, helpSearchSchema, type HelpSearch } from './help.search';

// Help content changes rarely: a reader moving back and forth is served from the cache.
const staleTime = 5 * 60_000;

export const helpQueries = {
  all: () => queryRoots.help,
  root: (section: HelpSection) =>
    queryOptions({
      queryKey: [...helpQueries.all(), section, 'root'],
      queryFn: async () => (await api.GET('/help/{section}', { params: { path: { section } } })).data,
      staleTime,
    }),
  folder: (section: HelpSection, folderId: number) =>
    queryOptions({
      queryKey: [...helpQueries.all(), section, 'folder', folderId],
      queryFn: async () =>
        (await api.GET('/help/{section}/folders/{folderId}', { params: { path: { section, folderId } } }))
          .data,
      staleTime,
    }),
  article: (section: HelpSection, articleId: number) =>
    queryOptions({
      queryKey: [...helpQueries.all(), section, 'article', articleId],
      queryFn: async () =>
        (await api.GET('/help/{section}/articles/{articleId}', { params: { path: { section, articleId } } }))
          .data,
      staleTime,
    }),
  search: (section: HelpSection, search: HelpSearch) =>
    queryOptions({
      queryKey: [...helpQueries.all(), section, 'search', search],
      queryFn: async () =>
        (
          await api.GET('/help/{section}/articles', {
            params: {
              path: { section },
              query: {
                ...search,
                sort: search.sort ?? helpSearchSchema.defaultSort,
                size: HELP_SEARCH_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
      staleTime,
    }),
};
