import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import type { HelpSection } from './help.schemas';
import { HELP_SEARCH_PAGE_SIZE, type HelpSearch, helpSearchSchema } from './help.search';

// Help content changes rarely: a reader moving back and forth is served from the cache.
const staleTime = 5 * 60_000;

export const helpQueries = {
  root: (section: HelpSection) =>
    queryOptions({
      ...sdkQuery(api, '/help/{section}', { params: { path: { section } } }),
      staleTime,
    }),
  folder: (section: HelpSection, folderId: number) =>
    queryOptions({
      ...sdkQuery(api, '/help/{section}/folders/{folderId}', { params: { path: { section, folderId } } }),
      staleTime,
    }),
  article: (section: HelpSection, articleId: number) =>
    queryOptions({
      ...sdkQuery(api, '/help/{section}/articles/{articleId}', { params: { path: { section, articleId } } }),
      staleTime,
    }),
  search: (section: HelpSection, search: HelpSearch) =>
    queryOptions({
      ...pagedListQuery(
        search,
        { defaultSort: helpSearchSchema.defaultSort, size: HELP_SEARCH_PAGE_SIZE, fixedSize: true },
        (query) => sdkQuery(api, '/help/{section}/articles', { params: { path: { section }, query } }),
      ),
      staleTime,
    }),
};
