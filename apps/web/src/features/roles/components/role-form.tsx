import { Alert, Button, FormField, TextInput, Textarea } from '@console/ui';
import type { ReactNode } from 'react';
import { useForm } from '~/lib/forms';
import { roleSchema, type RoleValues } from '../roles.schemas';
import { PrivilegePicker } from './privilege-picker';

/** The role form of the add and edit screens. */
export function RoleForm({
  initialValues,
  onSubmit,
  submitLabel,
  footer,
}: {
  initialValues: RoleValues;
  onSubmit: (values: RoleValues) => Promise<unknown>;
  submitLabel: string;
  footer?: ReactNode;
}) {
  const form = useForm({ initialValues, schema: roleSchema, onSubmit });
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={form.errors.description}>
        <Textarea {...form.bind('description')} rows={2} />
      </FormField>
      <section aria-labelledby={`${form.id}-privileges`} className="space-y-2">
        <h2 id={`${form.id}-privileges`} className="text-base font-semibold">
          Privileges
        </h2>
        <PrivilegePicker
          value={form.values.privileges}
          onChange={(privileges) => form.setValue('privileges', privileges)}
          error={form.errors.privileges}
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
