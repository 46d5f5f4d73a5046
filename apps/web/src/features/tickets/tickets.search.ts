import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import { listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

export type TicketStatus = Schemas['TicketStatus'];

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly TicketStatus[];

export type TicketPriority = Schemas['Ticket']['priority'];
export const TICKET_PRIORITIES = [
  'low',
  'normal',
  'high',
  'urgent',
] as const satisfies readonly TicketPriority[];

/** One page of the tickets list. */
export const TICKETS_PAGE_SIZE = 25;

/** The list's URL: page, search, sort, and the status and priority filters (a bad value means "any"). */
export const ticketsSearchSchema = listSearchSchema(
  ['updated_at', 'created_at', 'priority', 'subject'],
  '-updated_at',
  {
    status: picklistFilter(TICKET_STATUSES),
    priority: picklistFilter(TICKET_PRIORITIES),
  },
);
export type TicketsSearch = v.InferOutput<typeof ticketsSearchSchema>;
