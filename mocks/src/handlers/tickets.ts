import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Attachment, Ticket, TicketMessage, User } from '../db/types.ts';
import { conflict, invalidField, notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { audit } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';
import { readUpload } from './upload.ts';

type Schemas = components['schemas'];

// The ticket routes accept `roles:*` or the ticket privilege (docs/product-rules.md#console-routes); the server accepts the same.
/** Who may list tickets; also who receives ticket events (live/audience.ts). */
export const TICKETS_READ = ['tickets:list', 'roles:*'];
const LIST = TICKETS_READ;
const ADD = ['tickets:add', 'roles:*'];
const REPLY = ['tickets:reply', 'roles:*'];

const PRIORITY_ORDER = { low: 0, normal: 1, high: 2, urgent: 3 } as const;

function attachmentView({ id, name, size, content_type }: Attachment): Schemas['Attachment'] {
  return { id, name, size, content_type };
}

function ticketView(db: Db, ticket: Ticket): Schemas['Ticket'] {
  const author = db.users.get(ticket.created_by);
  const { id, subject, status, priority, created_at, updated_at, closed_at } = ticket;
  return {
    id,
    subject,
    status,
    priority,
    created_by_id: ticket.created_by,
    created_by_name: author ? `${author.first_name} ${author.last_name}` : 'Former user',
    messages_count: db.ticketMessages.filter((m) => m.ticket_id === ticket.id).length,
    created_at,
    updated_at,
    closed_at,
  };
}

function messageView(db: Db, message: TicketMessage): Schemas['TicketMessage'] {
  const staff = message.staff_id === null ? undefined : db.staff.get(message.staff_id);
  const user = message.user_id === null ? undefined : db.users.get(message.user_id);
  const author = staff
    ? { id: staff.id, name: `${staff.first_name} ${staff.last_name}`, is_staff: true }
    : {
        id: user?.id ?? 0,
        name: user ? `${user.first_name} ${user.last_name}` : 'Former user',
        is_staff: false,
      };
  return {
    id: message.id,
    author,
    body: message.body,
    created_at: message.created_at,
    attachments: db.attachments.filter((a) => a.message_id === message.id).map(attachmentView),
  };
}

function ticketDetailView(db: Db, ticket: Ticket): Schemas['TicketDetail'] {
  const messages = db.ticketMessages.filter((m) => m.ticket_id === ticket.id).map((m) => messageView(db, m));
  return { ...ticketView(db, ticket), messages };
}

function orgTicket(db: Db, user: User, ticketId: number): Ticket {
  const ticket = db.tickets.get(ticketId);
  if (!ticket || ticket.org_id !== user.org_id) throw notFound('Ticket');
  return ticket;
}

/**
 * Adds a user's message to a ticket, with their own unattached uploads (anything else is a 422 at its
 * index of `attachment_ids`).
 */
/** The uploads a new message may claim; checked before anything is written (a 422 changes nothing). */
function claimableUploads(db: Db, user: User, ids: number[] = []) {
  return ids.map((id, i) => {
    const upload = db.attachments.get(id);
    if (!upload || upload.org_id !== user.org_id || upload.message_id !== null) {
      throw invalidField(['attachment_ids', i], `Attachment ${id} does not exist or is already used.`);
    }
    return upload;
  });
}

function postMessage(
  db: Db,
  user: User,
  ticket: Ticket,
  input: { body: string; attachment_ids?: number[] },
  at: string,
): TicketMessage {
  const uploads = claimableUploads(db, user, input.attachment_ids);
  const message = db.ticketMessages.insert({
    ticket_id: ticket.id,
    user_id: user.id,
    staff_id: null,
    body: input.body,
    created_at: at,
  });
  for (const upload of uploads) upload.message_id = message.id;
  return message;
}

export const ticketsHandlers = defineHandlers({
  listTickets: {
    privileges: LIST,
    handle({ db, caller, query }) {
      const { user } = userCaller(caller);
      const rows = db.tickets.filter(
        (t) =>
          t.org_id === user.org_id &&
          (!query.status || t.status === query.status) &&
          (!query.priority || t.priority === query.priority),
      );
      const page = paginate(rows, query, {
        searchIn: (t) => [t.subject, `#${t.id}`],
        sortBy: {
          updated_at: (t) => t.updated_at,
          created_at: (t) => t.created_at,
          priority: (t) => PRIORITY_ORDER[t.priority],
          subject: (t) => t.subject,
        },
        defaultSort: '-updated_at',
      });
      return { status: 200, body: { ...page, items: page.items.map((t) => ticketView(db, t)) } };
    },
  },

  createTicket: {
    privileges: ADD,
    handle({ db, caller, body, now, request }) {
      const { user } = userCaller(caller);
      const at = new Date(now).toISOString();
      claimableUploads(db, user, body.attachment_ids);
      const ticket = db.tickets.insert({
        org_id: user.org_id,
        subject: body.subject.trim(),
        status: 'open',
        priority: body.priority,
        created_by: user.id,
        created_at: at,
        updated_at: at,
        closed_at: null,
      });
      postMessage(db, user, ticket, body, at);
      audit(db, request, user, 'ticket.create', { type: 'ticket', id: ticket.id }, now);
      return { status: 201, body: ticketDetailView(db, ticket) };
    },
  },

  uploadTicketAttachment: {
    privileges: [...ADD, ...REPLY],
    async handle({ db, caller, body, now }) {
      const { user } = userCaller(caller);
      const file = await readUpload(body.file);
      const attachment = db.attachments.insert({
        org_id: user.org_id,
        message_id: null,
        ...file,
        uploaded_by: user.id,
        created_at: new Date(now).toISOString(),
      });
      return { status: 201, body: attachmentView(attachment) };
    },
  },

  getTicket: {
    // Who may reply may read the ticket they reply to (the reply screen shows the conversation).
    privileges: [...LIST, ...REPLY],
    handle({ db, caller, params }) {
      return {
        status: 200,
        body: ticketDetailView(db, orgTicket(db, userCaller(caller).user, params.ticketId)),
      };
    },
  },

  replyToTicket: {
    privileges: REPLY,
    handle({ db, caller, params, body, now, request }) {
      const { user } = userCaller(caller);
      const ticket = orgTicket(db, user, params.ticketId);
      if (ticket.status === 'closed') throw conflict('This ticket is closed; open a new ticket instead.');
      const at = new Date(now).toISOString();
      const message = postMessage(db, user, ticket, body, at);
      Object.assign(ticket, { status: 'open', updated_at: at });
      audit(db, request, user, 'ticket.reply', { type: 'ticket', id: ticket.id }, now);
      return { status: 201, body: messageView(db, message) };
    },
  },

  closeTicket: {
    privileges: ['tickets:close', 'roles:*'],
    handle({ db, caller, params, now, request }) {
      const { user } = userCaller(caller);
      const ticket = orgTicket(db, user, params.ticketId);
      if (ticket.status === 'closed') throw conflict('This ticket is already closed.');
      const at = new Date(now).toISOString();
      Object.assign(ticket, { status: 'closed', closed_at: at, updated_at: at });
      audit(db, request, user, 'ticket.close', { type: 'ticket', id: ticket.id }, now);
      return { status: 200, body: ticketView(db, ticket) };
    },
  },

  downloadTicketAttachment: {
    privileges: LIST,
    handle({ db, caller, params }) {
      const ticket = orgTicket(db, userCaller(caller).user, params.ticketId);
      const attachment = db.attachments.get(params.attachmentId);
      const message = attachment?.message_id ? db.ticketMessages.get(attachment.message_id) : undefined;
      if (!attachment || message?.ticket_id !== ticket.id) throw notFound('Attachment');
      return {
        status: 200,
        body: attachment.content ?? new Uint8Array(),
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="${attachment.name.replace(/["\\]/g, '_')}"`,
        },
      };
    },
  },
});
