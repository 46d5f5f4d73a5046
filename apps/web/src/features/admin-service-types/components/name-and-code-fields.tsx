import { FormField, TextInput } from '@console/ui';
import type { ReactNode } from 'react';

interface NameAndCodeForm {
  bind: (name: 'name' | 'code') => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  errors: { name?: string; code?: string; form?: ReactNode };
}

/** A catalogue entry's name and unique code (service types, locations): the first two fields of its form. */
export function NameAndCodeFields({ form }: { form: NameAndCodeForm }) {
  return (
    <>
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField
        label="Code"
        description="Lower-case letters, digits and dashes; unique."
        error={form.errors.code}
        required
      >
        <TextInput {...form.bind('code')} autoComplete="off" />
      </FormField>
    </>
  );
}
