import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Alert,
  Card,
  FormField,
  PageHeader,
  priceInputText,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@console/ui';
import { getLocale, type Locale, type Translate, useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelledOptions, labelOf } from '~/lib/forms/labelled-options';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { adminServiceTypesMessages } from '../admin-service-types.messages';
import { useCreateServiceType, useUpdateServiceType } from '../admin-service-types.mutations';
import { adminServiceTypesQueries } from '../admin-service-types.queries';
import {
  categoryKeys,
  serviceTypeFormSchema,
  type ServiceTypeFormValues,
} from '../admin-service-types.schemas';
import { NameAndCodeFields } from './name-and-code-fields';

const editRoute = getRouteApi('/admin/_staff/servicetypes/$serviceTypeId/edit');
type Key = keyof typeof adminServiceTypesMessages.source;
const trailOf = (t: Translate<Key>) => crumbTrail({ label: t('title'), href: '/admin/servicetypes' });

const EMPTY: ServiceTypeFormValues = {
  name: '',
  code: '',
  category: 'virtual_desktop',
  description: '',
  monthly_price_cents: '',
  active: true,
};

/** Each kind's name in the tab's language. */
const categoryLabelsOf = (t: Translate<Key>) =>
  Object.fromEntries(Object.entries(categoryKeys).map(([kind, key]) => [kind, t(key)])) as Record<
    keyof typeof categoryKeys,
    string
  >;

export function AddServiceTypePage() {
  const t = useMessages(adminServiceTypesMessages);
  const create = useCreateServiceType();
  return (
    <>
      <PageHeader title={t('add')} {...trailOf(t)} />
      <ServiceTypeForm initial={EMPTY} save={(values) => create.mutateAsync(values)} />
    </>
  );
}

/** A stored type as the form's values, its price written as `locale` writes it. */
const formValues = (type: Schemas['ServiceType'], locale: Locale): ServiceTypeFormValues => ({
  name: type.name,
  code: type.code,
  category: type.category,
  description: type.description,
  monthly_price_cents: priceInputText(type.monthly_price_cents, locale),
  active: type.active,
});

export function EditServiceTypePage() {
  const t = useMessages(adminServiceTypesMessages);
  const { serviceTypeId } = editRoute.useParams();
  const { data: type } = useSuspenseQuery(adminServiceTypesQueries.detail(serviceTypeId));
  const update = useUpdateServiceType(serviceTypeId);
  // The price is written in the language the form opened in, in the field and in the stored record it is compared
  // with: a switch of language keeps the field's text, and must not make the record look changed
  // (docs/product-rules.md#formats-and-masks).
  const [locale] = useState(getLocale);
  const values = (stored: Schemas['ServiceType']) => formValues(stored, locale);
  return (
    <>
      <PageHeader
        title={t('editTitle', { name: type.name })}
        description={
          type.services_count > 0
            ? t('inUseDescription', { count: type.services_count })
            : t('notInUseDescription')
        }
        {...trailOf(t)}
      />
      <ServiceTypeForm
        initial={values(type)}
        save={(values, ifMatch) => update.mutateAsync({ values, ifMatch })}
        inUse={type.services_count}
        record={storedRecord(`/admin/servicetypes/${serviceTypeId}`, type, values)}
      />
    </>
  );
}

function ServiceTypeForm({
  initial,
  save,
  inUse,
  record,
}: {
  initial: ServiceTypeFormValues;
  save: (values: ServiceTypeFormValues, ifMatch: string | undefined) => Promise<Schemas['ServiceType']>;
  /** Set when editing: how many services use the type (its category then cannot change). */
  inUse?: number;
  /** Set when editing: the stored type, so someone else's change meanwhile is shown, not overwritten. */
  record?: EditedRecord<ServiceTypeFormValues>;
}) {
  const t = useMessages(adminServiceTypesMessages);
  const categoryLabels = categoryLabelsOf(t);
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const editing = inUse !== undefined;
  // An edit sends the version its values came from (docs/decisions/0031-record-versions.md).
  const form = useEditForm({
    initialValues: initial,
    schema: serviceTypeFormSchema,
    record,
    onSubmit: async (values, { ifMatch }) => {
      await save(values, ifMatch);
      await navigateAfterSave({ to: '/admin/servicetypes' });
    },
  });
  return (
    <Card className="max-w-2xl">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        {record && (
          <RecordConflict
            form={form}
            what={t('conflictWhat')}
            labels={{
              name: t('name'),
              code: t('code'),
              category: t('kind'),
              description: t('descriptionField'),
              monthly_price_cents: t('price'),
              active: t('canBeOrdered'),
            }}
            format={(field, value) => (field === 'category' ? labelOf(categoryLabels, value) : undefined)}
          />
        )}
        <NameAndCodeFields form={form} />
        <FormField
          label={t('kind')}
          description={inUse ? t('kindLocked', { count: inUse }) : undefined}
          error={form.errors.category}
          required
        >
          <Select
            options={labelledOptions(categoryLabels)}
            value={form.values.category}
            onChange={(category) => form.setValue('category', category)}
          />
        </FormField>
        <FormField label={t('descriptionField')} error={form.errors.description}>
          <Textarea {...form.bind('description')} rows={3} />
        </FormField>
        <FormField label={t('price')} error={form.errors.monthly_price_cents} required>
          <TextInput
            {...form.bind('monthly_price_cents')}
            inputMode="decimal"
            autoComplete="off"
            className="w-40"
          />
        </FormField>
        <Switch
          label={t('canBeOrdered')}
          description={t('canBeOrderedHint')}
          checked={form.values.active}
          onChange={(on) => form.setValue('active', on)}
        />
        <FormActions
          form={form}
          edit={editing}
          label={t(editing ? 'saveChanges' : 'add')}
          onCancel={() => void navigate({ to: '/admin/servicetypes' })}
        />
      </form>
    </Card>
  );
}
