// A form in a dialog over a list (add or edit in place): mounted only while the dialog is open, so each opening
// starts from the item as it is; the form's own message above its fields, Cancel and the submit at its foot.
import type { FormEvent, ReactNode } from 'react';

import { Alert, Dialog } from '@console/ui';

import { FormActions } from './form-actions';

export function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form, rendered only while open. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open && children}
    </Dialog>
  );
}

/** What `DialogForm` needs of a `useForm` (decision 0009). */
interface DialogFormState {
  id: string;
  handleSubmit: (event?: FormEvent) => void;
  errors: { form?: ReactNode };
  submitting: boolean;
}

export function DialogForm({
  form,
  submitLabel,
  onCancel,
  children,
}: {
  form: DialogFormState;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      {children}
      <FormActions form={form} label={submitLabel} onCancel={onCancel} layout="dialog" />
    </form>
  );
}
