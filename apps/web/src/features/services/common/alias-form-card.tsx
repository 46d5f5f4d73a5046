import type { ReactNode } from 'react';

import { Alert, Card } from '@console/ui';

import { FormActions } from '~/components/form';
import type { useForm } from '~/lib/forms/forms';

/**
 * A form of a screen under an alias: the form's own error, the fields, then Save and Cancel (back to the
 * alias). Pass `onlyWhenChanged` for edit forms, whose Save waits for a change.
 */
export function AliasFormCard({
  form,
  aliasId,
  submitLabel,
  onlyWhenChanged = false,
  className = 'max-w-2xl',
  children,
}: {
  form: Pick<ReturnType<typeof useForm>, 'id' | 'handleSubmit' | 'submitting' | 'dirty'> & {
    errors: { form?: ReactNode };
  };
  aliasId: number;
  submitLabel: string;
  onlyWhenChanged?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        {children}
        <div className="flex flex-wrap gap-3">
          <FormActions
            form={form}
            label={submitLabel}
            edit={onlyWhenChanged}
            cancelTo={{ to: '/services/alias/$aliasId', params: { aliasId } }}
          />
        </div>
      </form>
    </Card>
  );
}
