import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export type Ticket = Schemas['Ticket'];
export type TicketDetail = Schemas['TicketDetail'];
export type TicketMessage = Schemas['TicketMessage'];
export type TicketStatus = Schemas['TicketStatus'];
export type TicketPriority = Ticket['priority'];

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly TicketStatus[];
export const TICKET_PRIORITIES = [
  'low',
  'normal',
  'high',
  'urgent',
] as const satisfies readonly TicketPriority[];

/** One page of the tickets list. */
export const TICKETS_PAGE_SIZE = 25;

/** The list's URL: page, search, sort, and the status filter (a hand-edited bad value means "any"). */
export const ticketsSearchSchema = v.object({
  ...listSearchSchema(['updated_at', 'created_at', 'priority', 'subject'], '-updated_at').entries,
  status: v.fallback(v.optional(v.picklist(TICKET_STATUSES)), undefined),
});
export type TicketsSearch = v.InferOutput<typeof ticketsSearchSchema>;

/** The contract's limits (TicketCreate, TicketReply), with messages a person can act on. */
export const MAX_ATTACHMENTS = 5;
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

const messageBody = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Write a message.'),
  v.maxLength(BODY_MAX, `Keep the message under ${BODY_MAX.toLocaleString('en')} characters.`),
);

export const newTicketSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a subject.'),
    v.maxLength(SUBJECT_MAX, `Keep the subject under ${SUBJECT_MAX} characters.`),
  ),
  priority: v.picklist(TICKET_PRIORITIES, 'Choose a priority.'),
  body: messageBody,
});
export type NewTicketValues = v.InferOutput<typeof newTicketSchema>;

export const replySchema = v.object({ body: messageBody });
export type ReplyValues = v.InferOutput<typeof replySchema>;
