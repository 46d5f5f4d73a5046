import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Schemas, ValidationError } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { type BulkAction, confirmedBulkAction } from '~/components/list';
import { useAccess } from '~/lib/access/use-access';
import { api } from '~/lib/api/api';
import { saveFile } from '~/lib/lists/save-file';
import { underPaths } from '~/lib/query/query-filter';
import { invalidateDomains } from '~/lib/query/query-paths';
import { sessionQueries } from '~/lib/session/session';

import { ticketsMessages } from './tickets.messages';
import { ticketsQueries } from './tickets.queries';
import type { NewTicketValues, Ticket, TicketDetail, TicketMessage } from './tickets.schemas';

type Attachment = Schemas['Attachment'];

// Every write of the tickets domain. A ticket opened or closed changes the dashboard's open-tickets count.

/** Uploads one file for a new ticket or a reply; the ticket or reply then names it by id. */
export function useUploadTicketAttachment() {
  return useMutation({
    // The form says which file failed and why; a toast would repeat it.
    meta: { handlesErrors: true },
    mutationFn: async (file: File): Promise<Attachment> => {
      const form = new FormData();
      form.append('file', file, file.name);
      // openapi-fetch sends a FormData body as it is (the browser sets the multipart boundary).
      return (await api.POST('/tickets/attachments', { body: form as unknown as { file: string } })).data;
    },
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewTicketValues & { attachment_ids: number[] }) =>
      (await api.POST('/tickets', { body: input })).data,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketsQueries.detail(ticket.id).queryKey, ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueries.lists() }),
        invalidateDomains(queryClient, 'dashboard'),
      ]);
    },
  });
}

export interface ReplyInput {
  body: string;
  attachments: Attachment[];
}

/** Optimistic replies get negative ids, so the conversation can mark them as still being sent. */
export const isPendingMessage = (message: TicketMessage) => message.id < 0;

/**
 * A reply shows in the conversation at once; if the server refuses it, the conversation goes back to what
 * it was and a toast says so (the typed text stays in the form).
 */
export function useReplyToTicket(ticketId: number) {
  const queryClient = useQueryClient();
  const detailKey = ticketsQueries.detail(ticketId).queryKey;
  return useMutation({
    // The rollback toast below says what happened; the app-wide error toast would repeat it.
    meta: { handlesErrors: true },
    mutationFn: async ({ body, attachments }: ReplyInput) =>
      (
        await api.POST('/tickets/{ticketId}/replies', {
          params: { path: { ticketId } },
          body: { body, attachment_ids: attachments.map((a) => a.id) },
        })
      ).data,
    onMutate: async ({ body, attachments }) => {
      // A refetch landing now would overwrite the optimistic message.
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData(detailKey);
      const me = queryClient.getQueryData(sessionQueries.me().queryKey);
      const optimistic: TicketMessage = {
        id: -Date.now(),
        author: {
          id: me?.id ?? 0,
          name: me ? `${me.first_name} ${me.last_name}` : translate(ticketsMessages, 'you'),
          is_staff: false,
        },
        body,
        created_at: new Date().toISOString(),
        attachments,
      };
      queryClient.setQueryData(detailKey, (old: TicketDetail | undefined) =>
        old ? { ...old, messages: [...old.messages, optimistic] } : old,
      );
      return { previous, optimisticId: optimistic.id };
    },
    onError: (error, _input, context) => {
      if (context) queryClient.setQueryData(detailKey, context.previous);
      // A 422 is shown on the form's field instead.
      if (!(error instanceof ValidationError))
        toast.error(translate(ticketsMessages, 'replyFailed'), { description: error.message });
    },
    onSuccess: (message, _input, context) => {
      queryClient.setQueryData(detailKey, (old: TicketDetail | undefined) =>
        old
          ? {
              ...old,
              messages: old.messages.map((m) => (m.id === context.optimisticId ? message : m)),
            }
          : old,
      );
    },
    // Status, counts and dates of the ticket changed on the server: read them again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: ticketsQueries.lists() }),
      ]),
  });
}

export function useCloseTicket(ticketId: number) {
  const queryClient = useQueryClient();
  const detailKey = ticketsQueries.detail(ticketId).queryKey;
  return useMutation({
    mutationFn: async () =>
      (await api.POST('/tickets/{ticketId}/close', { params: { path: { ticketId } } })).data,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(detailKey, (old: TicketDetail | undefined) =>
        old ? { ...old, ...ticket } : old,
      );
      toast.success(translate(ticketsMessages, 'closed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueries.lists() }),
        invalidateDomains(queryClient, 'dashboard'),
      ]);
    },
  });
}

/**
 * The tickets list's bulk close, gated like closing one ticket. There is no reopen operation, so it cannot be
 * undone: it asks first, naming the count and the first subjects. A ticket already closed is refused (409)
 * and listed with the server's reason.
 */
export function useTicketBulkActions(): BulkAction<Ticket>[] {
  const queryClient = useQueryClient();
  const { can } = useAccess();
  if (!can('tickets.close')) return [];
  return [
    confirmedBulkAction<Ticket>({
      words: [
        translate(ticketsMessages, 'close'),
        translate(ticketsMessages, 'closing'),
        translate(ticketsMessages, 'closedDone'),
      ],
      danger: false,
      skipReason: (ticket) =>
        ticket.status === 'closed' ? translate(ticketsMessages, 'alreadyClosed') : null,
      run: (ticket, signal) =>
        api.POST('/tickets/{ticketId}/close', { params: { path: { ticketId: ticket.id } }, signal }),
      refresh: () =>
        Promise.all([
          // The list and each closed ticket's own page.
          queryClient.invalidateQueries(underPaths(['/tickets'])),
          invalidateDomains(queryClient, 'dashboard'),
        ]),
    }),
  ];
}

/** Saves an attachment under its own name (a read, but an action the person starts, with its own busy state). */
export function useDownloadTicketAttachment(ticketId: number) {
  return useMutation({
    mutationFn: async (attachment: Attachment) => {
      const { data } = await api.GET('/tickets/{ticketId}/attachments/{attachmentId}', {
        params: { path: { ticketId, attachmentId: attachment.id } },
        parseAs: 'blob',
      });
      saveFile(data, attachment.name);
    },
  });
}
