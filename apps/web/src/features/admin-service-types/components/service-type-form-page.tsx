import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import {
  Alert,
  Card,
  formatCount,
  FormField,
  PageHeader,
  priceInputText,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@console/ui';

import { FormActions, RecordConflict } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelledOptions, labelOf } from '~/lib/forms/labelled-options';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useCreateServiceType, useUpdateServiceType } from '../admin-service-types.mutations';
import { adminServiceTypesQueries } from '../admin-service-types.queries';
import {
  categoryLabels,
  serviceTypeFormSchema,
  type ServiceTypeFormValues,
} from '../admin-service-types.schemas';
import { NameAndCodeFields } from './name-and-code-fields';

const editRoute = getRouteApi('/admin/_staff/servicetypes/$serviceTypeId/edit');
const trail = crumbTrail({ label: 'Service types', href: '/admin/servicetypes' });

const EMPTY: ServiceTypeFormValues = {
  name: '',
  code: '',
  category: 'virtual_desktop',
  description: '',
  monthly_price_cents: '',
  active: true,
};

const categoryOptions = labelledOptions(categoryLabels);

export function AddServiceTypePage() {
  const create = useCreateServiceType();
  return (
    <>
      <PageHeader title="Add service type" {...trail} />
      <ServiceTypeForm initial={EMPTY} save={(values) => create.mutateAsync(values)} />
    </>
  );
}

const formValues = (type: Schemas['ServiceType']): ServiceTypeFormValues => ({
  name: type.name,
  code: type.code,
  category: type.category,
  description: type.description,
  monthly_price_cents: priceInputText(type.monthly_price_cents),
  active: type.active,
});

const FIELD_LABELS = {
  name: 'Name',
  code: 'Code',
  category: 'Kind',
  description: 'Description',
  monthly_price_cents: 'Price per month (USD)',
  active: 'Can be ordered',
};

export function EditServiceTypePage() {
  const { serviceTypeId } = editRoute.useParams();
  const { data: type } = useSuspenseQuery(adminServiceTypesQueries.detail(serviceTypeId));
  const update = useUpdateServiceType(serviceTypeId);
  return (
    <>
      <PageHeader
        title={`Edit ${type.name}`}
        description={
          type.services_count > 0
            ? `In use by ${formatCount(type.services_count, 'service')}.`
            : 'Not in use by any service.'
        }
        {...trail}
      />
      <ServiceTypeForm
        initial={formValues(type)}
        save={(values, ifMatch) => update.mutateAsync({ values, ifMatch })}
        inUse={type.services_count}
        record={storedRecord(`/admin/servicetypes/${serviceTypeId}`, type, formValues)}
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
            what="this service type"
            labels={FIELD_LABELS}
            format={(field, value) => (field === 'category' ? labelOf(categoryLabels, value) : undefined)}
          />
        )}
        <NameAndCodeFields form={form} />
        <FormField
          label="Kind"
          description={
            inUse ? `In use by ${formatCount(inUse, 'service')}: the kind cannot change.` : undefined
          }
          error={form.errors.category}
          required
        >
          <Select
            options={categoryOptions}
            value={form.values.category}
            onChange={(category) => form.setValue('category', category)}
          />
        </FormField>
        <FormField label="Description" error={form.errors.description}>
          <Textarea {...form.bind('description')} rows={3} />
        </FormField>
        <FormField label="Price per month (USD)" error={form.errors.monthly_price_cents} required>
          <TextInput
            {...form.bind('monthly_price_cents')}
            inputMode="decimal"
            autoComplete="off"
            className="w-40"
          />
        </FormField>
        <Switch
          label="Can be ordered"
          description="A retired type can no longer be ordered; services under it keep running."
          checked={form.values.active}
          onChange={(on) => form.setValue('active', on)}
        />
        <FormActions
          form={form}
          edit={editing}
          label={editing ? 'Save changes' : 'Add service type'}
          onCancel={() => void navigate({ to: '/admin/servicetypes' })}
        />
      </form>
    </Card>
  );
}
