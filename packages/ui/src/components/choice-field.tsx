import { Description, Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';

/** Layout shared by Checkbox and Switch: the control, then its label and optional description. */
export function ChoiceField({
  control,
  label,
  description,
  disabled,
}: {
  control: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Field disabled={disabled} className="flex items-start gap-3">
      {control}
      <div className="text-sm">
        <Label className="font-medium text-fg data-disabled:opacity-60">{label}</Label>
        {description && <Description className="text-fg-muted">{description}</Description>}
      </div>
    </Field>
  );
}
