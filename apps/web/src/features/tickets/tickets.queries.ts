import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import { TICKETS_PAGE_SIZE, ticketsSearchSchema, type TicketsSearch } from './tickets.schemas';

export const ticketQueries = {
  all: () => queryRoots.tickets,
  lists: () => [...ticketQueries.all(), 'list'] as const,
  /** One page of the list; the factory owns the page size and the default sort. */
  list: (search: TicketsSearch) =>
    queryOptions({
      queryKey: [...ticketQueries.lists(), search],
      queryFn: async () =>
        (
          await api.GET('/tickets', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? ticketsSearchSchema.defaultSort,
                size: TICKETS_PAGE_SIZE,
              },
            },
          })
        ).data,
      // The old page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  detail: (ticketId: number) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'detail', ticketId],
      queryFn: async () => (await api.GET('/tickets/{ticketId}', { params: { path: { ticketId } } })).data,
    }),
};
