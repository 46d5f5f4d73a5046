// Adding a virtual phone or an SMS number: the server picks a free number in the asked area code.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { FormField, PageHeader, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { useForm } from '~/lib/forms/forms';

import { servicesMessages } from '../services.messages';
import { servicesQueries } from '../services.queries';
import { useAliasCrumbs } from './alias-crumbs';
import { AliasFormCard } from './alias-form-card';

type NumberForm = ReturnType<typeof useForm<{ label: string; area_code: string }>>;

/** The screen of a new number: its label and area code, then what the kind of number adds (`children`). */
export function AddNumberForm({
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
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const t = useMessages(servicesMessages);
  return (
    <>
      <PageHeader title={title} {...useAliasCrumbs(aliasId, alias.name, { label: title })} />
      <AliasFormCard form={form} aliasId={aliasId} submitLabel={submitLabel}>
        <FormField label={t('label')} description={t('labelHint')} error={form.errors.label} required>
          <TextInput {...form.bind('label')} autoComplete="off" />
        </FormField>
        <FormField
          label={t('areaCode')}
          description={t('areaCodeHint')}
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
