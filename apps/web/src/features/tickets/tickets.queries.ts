import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

import { pagedListQuery } from '~/lib/list-query';

import { queryRoots } from '~/lib/query-roots';

import { TICKETS_PAGE_SIZE, ticketsSearchSchema, type TicketsSearch } from './tickets.search';

export const ticketQueries = {
  all: () => queryRoots.tickets,
  lists: () => [...ticketQueries.all(), 'list'] as const,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: TicketsSearch) =>
    pagedListQuery(
      ticketQueries.all(),
      search,
      { defaultSort: ticketsSearchSchema.defaultSort, size: TICKETS_PAGE_SIZE },
      (query, signal) => api.GET('/tickets', { params: { query }, signal }),
    ),
  detail: (ticketId: number) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'detail', ticketId],
      queryFn: async () => (await api.GET('/tickets/{ticketId}', { params: { path: { ticketId } } })).data,
    }),
};
