import { Description, Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

/** Layout shared by Checkbox and Switch: the control, then its label and optional description. */
export function ChoiceField({
  control,
  label,
  description,
  disabled,
  className,
}: {
  control: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Field disabled={disabled} className={cx('flex items-start gap-3', className)}>
      {control}
      <div className="text-sm">
        <Label className="font-medium text-fg data-disabled:opacity-60">{label}</Label>
        {description && <Description className="text-fg-muted">{description}</Description>}
      </div>
    </Field>
  );
}
