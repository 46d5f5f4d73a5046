import { Checkbox as HeadlessCheckbox } from '@headlessui/react';
import type { ReactNode } from 'react';

import { cx, focusRing } from '../lib/cx.ts';
import { ChoiceField } from './choice-field.tsx';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; use `aria-label` instead only where a visible one makes no sense (table rows). */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  /** "Some selected" (a select-all box); shows a dash and reads as mixed. */
  indeterminate?: boolean;
  disabled?: boolean;
  name?: string;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

export function Checkbox({
  checked,
  onChange,
  label,
  description,
  indeterminate,
  disabled,
  name,
  className,
  ...aria
}: CheckboxProps) {
  const box = (
    <HeadlessCheckbox
      checked={checked}
      onChange={onChange}
      indeterminate={indeterminate}
      disabled={disabled}
      name={name}
      aria-label={aria['aria-label']}
      className={cx(
        'group mt-0.5 grid size-4 shrink-0 cursor-pointer place-content-center rounded border border-border-strong bg-surface',
        'data-checked:border-primary data-checked:bg-primary data-indeterminate:border-primary data-indeterminate:bg-primary',
        'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        focusRing,
        label === undefined && className,
      )}
    >
      <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className="size-3 stroke-on-primary">
        <path
          d="M3 8l3 3 5-7"
          strokeWidth="2"
          className="hidden group-data-checked:group-not-data-indeterminate:block"
        />
        <path d="M3 7h8" strokeWidth="2" className="hidden group-data-indeterminate:block" />
      </svg>
    </HeadlessCheckbox>
  );
  if (label === undefined) return box;
  return (
    <ChoiceField
      control={box}
      label={label}
      description={description}
      disabled={disabled}
      className={className}
    />
  );
}
