import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { TICKETS_PAGE_SIZE, type TicketsSearch } from './tickets.schemas';

export const ticketQueries = {
  all: () => ['tickets'] as const,
  lists: () => [...ticketQueries.all(), 'list'] as const,
  list: (search: TicketsSearch) =>
    queryOptions({
      queryKey: [...ticketQueries.lists(), search],
      queryFn: async () =>
        (await api.GET('/tickets', { params: { query: { ...search, size: TICKETS_PAGE_SIZE } } })).data,
      // The old page stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  detail: (ticketId: number) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'detail', ticketId],
      queryFn: async () => (await api.GET('/tickets/{ticketId}', { params: { path: { ticketId } } })).data,
    }),
};
