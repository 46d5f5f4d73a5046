import { Alert, Card, FormField, PageHeader, Select, Textarea, TextInput, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { ticketsMessages } from '../tickets.messages';
import { useCreateTicket } from '../tickets.mutations';
import { newTicketSchema, type NewTicketValues, TICKET_PRIORITIES } from '../tickets.schemas';
import { AttachmentsField, useAttachments } from './attachments-field';
import { priorityLabel } from './ticket-badges';

export function NewTicketPage() {
  const t = useMessages(ticketsMessages);
  const priorityOptions = TICKET_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(t, p) }));
  const navigateAfterSave = useNavigateAfterSave();
  const create = useCreateTicket();
  const attachments = useAttachments();
  const form = useForm<NewTicketValues>({
    initialValues: { subject: '', priority: 'normal', body: '' },
    schema: newTicketSchema,
    onSubmit: async (values) => {
      const uploaded = await attachments.uploadAll();
      const ticket = await create.mutateAsync({ ...values, attachment_ids: uploaded.map((a) => a.id) });
      toast.success(t('ticketOpened', { id: ticket.id }));
      await navigateAfterSave({ to: '/tickets/$ticketId', params: { ticketId: ticket.id } });
    },
  });

  return (
    <>
      <PageHeader
        title={t('newTicket')}
        {...crumbTrail({ label: t('title'), href: '/tickets' }, { label: t('newTicket') })}
      />
      <Card className="max-w-2xl">
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <FormField label={t('subject')} error={form.errors.subject} required>
            <TextInput {...form.bind('subject')} maxLength={200} />
          </FormField>
          <FormField label={t('priority')} error={form.errors.priority} required className="max-w-xs">
            <Select
              name="priority"
              options={priorityOptions}
              value={form.values.priority}
              onChange={(value) => form.setValue('priority', value)}
            />
          </FormField>
          <FormField label={t('message')} description={t('messageHint')} error={form.errors.body} required>
            <Textarea {...form.bind('body')} rows={8} />
          </FormField>
          <AttachmentsField attachments={attachments} disabled={form.submitting} />
          <FormActions form={form} label={t('openTicket')} cancelTo={{ to: '/tickets' }} />
        </form>
      </Card>
    </>
  );
}
