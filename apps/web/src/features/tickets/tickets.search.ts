import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export type TicketStatus = Schemas['TicketStatus'];

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly TicketStatus[];

/** One page of the tickets list. */
export const TICKETS_PAGE_SIZE = 25;

/** The list's URL: page, search, sort, and the status filter (a hand-edited bad value means "any"). */
export const ticketsSearchSchema = listSearchSchema(
  ['updated_at', 'created_at', 'priority', 'subject'],
  '-updated_at',
  { status: v.fallback(v.optional(v.picklist(TICKET_STATUSES)), undefined) },
);
export type TicketsSearch = v.InferOutput<typeof ticketsSearchSchema>;
