import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { ticketsMessages } from './tickets.messages';

export type Ticket = Schemas['Ticket'];
export type TicketDetail = Schemas['TicketDetail'];
export type TicketMessage = Schemas['TicketMessage'];
import { TICKET_PRIORITIES } from './tickets.search';

/** A valibot message: the text in the tab's language when it is shown. */
const say = (key: keyof typeof ticketsMessages.source, values?: Record<string, number>) => () =>
  translate(ticketsMessages, key, values);

export { TICKET_PRIORITIES, type TicketPriority } from './tickets.search';

/** The contract's limits (TicketCreate, TicketReply), with messages a person can act on. */
export const MAX_ATTACHMENTS = 5;
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

const messageBody = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say('messageEmpty')),
  v.maxLength(BODY_MAX, say('messageLong', { max: BODY_MAX })),
);

export const newTicketSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say('subjectEmpty')),
    v.maxLength(SUBJECT_MAX, say('subjectLong', { max: SUBJECT_MAX })),
  ),
  priority: v.picklist(TICKET_PRIORITIES, say('priorityEmpty')),
  body: messageBody,
});
export type NewTicketValues = v.InferOutput<typeof newTicketSchema>;

export const replySchema = v.object({ body: messageBody });
export type ReplyValues = v.InferOutput<typeof replySchema>;
