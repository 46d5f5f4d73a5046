import { Description, Field, Label, Radio, RadioGroup as HeadlessRadioGroup } from '@headlessui/react';
import type { ReactNode } from 'react';

import { cx, focusRing } from '../lib/cx.ts';

export interface RadioOption<T> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T> {
  /** The group's visible name. */
  label: ReactNode;
  options: ReadonlyArray<RadioOption<T>>;
  value: T;
  onChange: (value: T) => void;
  name?: string;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Hide the group label visually (still read by screen readers). */
  hideLabel?: boolean;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

/** One choice out of a few: arrow keys move and select, Tab leaves the group. */
export function RadioGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  name,
  disabled,
  orientation = 'vertical',
  hideLabel,
  className,
}: RadioGroupProps<T>) {
  // The label sits inside the Headless group, which is how the group gets its accessible name.
  return (
    <HeadlessRadioGroup
      value={value}
      onChange={onChange}
      name={name}
      disabled={disabled}
      className={className}
    >
      <Label className={cx('mb-2 block text-sm font-medium text-fg', hideLabel && 'sr-only')}>{label}</Label>
      <div className={cx('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((option) => (
          <Field key={option.value} disabled={option.disabled} className="flex items-start gap-2">
            <Radio
              value={option.value}
              className={cx(
                'group mt-0.5 grid size-4 shrink-0 cursor-pointer place-content-center rounded-full border border-border-strong bg-surface',
                'data-checked:border-primary data-disabled:cursor-not-allowed data-disabled:opacity-60',
                focusRing,
              )}
            >
              <span className="invisible size-2 rounded-full bg-primary group-data-checked:visible" />
            </Radio>
            <div className="text-sm">
              <Label className="text-fg data-disabled:opacity-60">{option.label}</Label>
              {option.description && (
                <Description className="text-fg-muted">{option.description}</Description>
              )}
            </div>
          </Field>
        ))}
      </div>
    </HeadlessRadioGroup>
  );
}
