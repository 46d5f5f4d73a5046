// Adding a virtual phone or an SMS number: the server picks a free number in the asked area code.
import { FormField, PageHeader, Switch, TextInput, formatPhone, toast } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { api } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { invalidateAliasServices, servicesQueries } from '../services.queries';
import { phoneSchema, smsNumberSchema, toE164 } from '../services.schemas';
import { aliasCrumbs, AliasFormCard } from './common';

type NumberForm = ReturnType<typeof useForm<{ label: string; area_code: string }>>;

function AddNumberLayout({
  aliasId,
  title,
  form,
  submitLabel,
  children,
}: {
  aliasId: number;
  title: string;
  form: Pick<NumberForm, 'id' | 'handleSubmit' | 'errors' | 'bind' | 'submitting' | 'dirty'>;
  submitLabel: string;
  children?: ReactNode;
}) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  return (
    <>
      <PageHeader title={title} {...aliasCrumbs(aliasId, alias.data?.name, { label: title })} />
      <AliasFormCard form={form} aliasId={aliasId} submitLabel={submitLabel}>
        <FormField
          label="Label"
          description="What the number is for, e.g. Sales line."
          error={form.errors.label}
          required
        >
          <TextInput {...form.bind('label')} autoComplete="off" />
        </FormField>
        <FormField
          label="Area code"
          description="A free number in this North American area code is picked for you."
          error={form.errors.area_code}
          required
        >
          <TextInput {...form.bind('area_code')} inputMode="numeric" maxLength={3} className="max-w-28" />
        </FormField>
        {children}
      </AliasFormCard>
    </>
  );
}

/** After a number is added: the alias page, which lists it at once (its query was invalidated). */
function useAfterAdd(aliasId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await invalidateAliasServices(queryClient, aliasId);
    toast.success(message);
    await navigate({ to: '/services/alias/$aliasId', params: { aliasId } });
  };
}

export function PhoneAddPage({ aliasId }: { aliasId: number }) {
  const afterAdd = useAfterAdd(aliasId);
  const form = useForm({
    initialValues: { label: '', area_code: '', forwarding_number: '', voicemail_enabled: true },
    schema: phoneSchema,
    onSubmit: async ({ forwarding_number, ...values }) => {
      const { data } = await api.POST('/aliases/{aliasId}/phones', {
        params: { path: { aliasId } },
        body: { ...values, forwarding_number: toE164(forwarding_number) },
      });
      await afterAdd(`${formatPhone(data.number)} is added.`);
    },
  });
  return (
    <AddNumberLayout aliasId={aliasId} title="Add virtual phone" form={form} submitLabel="Add phone">
      <FormField
        label="Forward calls to"
        description="Optional: a 10-digit North American number, e.g. (415) 555-0123."
        error={form.errors.forwarding_number}
      >
        <TextInput {...form.bind('forwarding_number')} type="tel" autoComplete="off" />
      </FormField>
      <Switch
        label="Voicemail"
        description="Callers can leave a message when nobody answers."
        checked={form.values.voicemail_enabled}
        onChange={(checked) => form.setValue('voicemail_enabled', checked)}
      />
    </AddNumberLayout>
  );
}

export function SmsAddPage({ aliasId }: { aliasId: number }) {
  const afterAdd = useAfterAdd(aliasId);
  const form = useForm({
    initialValues: { label: '', area_code: '' },
    schema: smsNumberSchema,
    onSubmit: async (values) => {
      const { data } = await api.POST('/aliases/{aliasId}/sms', {
        params: { path: { aliasId } },
        body: values,
      });
      await afterAdd(`${formatPhone(data.number)} is added.`);
    },
  });
  return (
    <AddNumberLayout aliasId={aliasId} title="Add SMS number" form={form} submitLabel="Add SMS number" />
  );
}
