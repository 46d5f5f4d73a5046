import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { formatNumber } from '@console/ui';

export type Ticket = Schemas['Ticket'];
export type TicketDetail = Schemas['TicketDetail'];
export type TicketMessage = Schemas['TicketMessage'];
import { TICKET_PRIORITIES } from './tickets.search';

export { TICKET_PRIORITIES, type TicketPriority } from './tickets.search';

/** The contract's limits (TicketCreate, TicketReply), with messages a person can act on. */
export const MAX_ATTACHMENTS = 5;
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

const messageBody = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Write a message.'),
  v.maxLength(BODY_MAX, `Keep the message under ${formatNumber(BODY_MAX)} characters.`),
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
