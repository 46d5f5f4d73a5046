import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

/** The id of a choice's description, for its control's aria-describedby (none without a description). */
export const choiceDescriptionId = (controlId: string, description: ReactNode) =>
  description === undefined ? undefined : `${controlId}-description`;

/**
 * Layout shared by Checkbox and Switch: the control, then its label and optional description. The label is
 * `for` the control (`controlId`), which gives it its name and takes its clicks; the control points its
 * aria-describedby at `choiceDescriptionId`.
 */
export function ChoiceField({
  controlId,
  control,
  label,
  description,
  disabled,
  className,
}: {
  controlId: string;
  control: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cx('flex items-start gap-3', className)}>
      {control}
      <div className="text-sm">
        <label htmlFor={controlId} className={cx('font-medium text-fg', disabled && 'opacity-60')}>
          {label}
        </label>
        {description !== undefined && (
          <p id={choiceDescriptionId(controlId, description)} className="text-fg-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
