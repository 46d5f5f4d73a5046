import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Alert, Card, FormField, PageHeader, Textarea, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { ticketsMessages } from '../tickets.messages';
import { useReplyToTicket } from '../tickets.mutations';
import { ticketsQueries } from '../tickets.queries';
import { replySchema, type ReplyValues } from '../tickets.schemas';
import { AttachmentsField, useAttachments } from './attachments-field';
import { Conversation } from './conversation';

const route = getRouteApi('/_authenticated/tickets/$ticketId/reply');

export function ReplyPage() {
  const t = useMessages(ticketsMessages);
  const { ticketId } = route.useParams();
  const navigateAfterSave = useNavigateAfterSave();
  const { data: ticket } = useSuspenseQuery(ticketsQueries.detail(ticketId));
  const reply = useReplyToTicket(ticketId);
  const attachments = useAttachments();
  const form = useForm<ReplyValues>({
    initialValues: { body: '' },
    schema: replySchema,
    onSubmit: async (values) => {
      const uploaded = await attachments.uploadAll();
      // A refusal was rolled back and announced by a toast; it still fails the submit, so the text stays
      // in the box as unsaved (an expiring session then asks for a sign-in in place).
      await reply.mutateAsync({ body: values.body, attachments: uploaded });
      toast.success(t('replySent'));
      await navigateAfterSave({ to: '/tickets/$ticketId', params: { ticketId } });
    },
  });
  const closed = ticket.status === 'closed';

  return (
    <>
      <PageHeader
        title={t('replyTitle')}
        description={`#${ticketId} ${ticket.subject}`}
        {...crumbTrail(
          { label: t('title'), href: '/tickets' },
          { label: `#${ticketId}`, href: `/tickets/${ticketId}` },
          { label: t('reply') },
        )}
      />
      <Conversation ticketId={ticketId} messages={ticket.messages} />
      <Card className="mt-6" title={t('yourReply')}>
        {closed ? (
          <Alert tone="info">{t('closedNoReply')}</Alert>
        ) : (
          <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
            {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
            <FormField label={t('message')} error={form.errors.body} required>
              <Textarea {...form.bind('body')} rows={6} readOnly={form.submitting} />
            </FormField>
            <AttachmentsField attachments={attachments} disabled={form.submitting} />
            <FormActions
              form={form}
              label={t('sendReply')}
              cancelTo={{ to: '/tickets/$ticketId', params: { ticketId } }}
            />
          </form>
        )}
      </Card>
    </>
  );
}
