import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { TICKETS_PAGE_SIZE, type TicketsSearch, ticketsSearchSchema } from './tickets.search';

export const ticketsQueries = {
  /** Every page of the list, for invalidation. */
  lists: () => ['GET', '/tickets'] as const,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: TicketsSearch) =>
    pagedListQuery(
      search,
      { defaultSort: ticketsSearchSchema.defaultSort, size: TICKETS_PAGE_SIZE },
      (query) => sdkQuery(api, '/tickets', { params: { query } }),
    ),
  detail: (ticketId: number) =>
    queryOptions(sdkQuery(api, '/tickets/{ticketId}', { params: { path: { ticketId } } })),
};
