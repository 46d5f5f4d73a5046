import { type ReactNode, useId } from 'react';

import { cx, focusRing } from '../lib/cx.ts';
import { choiceDescriptionId, ChoiceField } from './choice-field.tsx';

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

// The browser's own checkbox, drawn by the kit: a table has one per row, and a native box costs a fraction of a
// scripted one to render (docs/decisions/0050-the-first-screen-without-waits.md), with the keyboard, the form
// value and the accessible state the browser gives it. The tick and the dash follow the box's state in CSS.
const boxClass = cx(
  'col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded border border-border-strong bg-surface',
  'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
  'disabled:cursor-not-allowed disabled:opacity-60',
  focusRing,
);
const markClass = 'pointer-events-none col-start-1 row-start-1 size-3 place-self-center stroke-on-primary';

export function Checkbox({
  checked,
  onChange,
  label,
  description,
  indeterminate = false,
  disabled,
  name,
  className,
  ...aria
}: CheckboxProps) {
  const id = useId();
  const box = (
    <span className={cx('group/box mt-0.5 grid size-4 shrink-0', label === undefined && className)}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        // The mixed state has no attribute of its own: it is a property of the element, kept in step here.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        aria-checked={indeterminate ? 'mixed' : undefined}
        disabled={disabled}
        name={name}
        aria-label={aria['aria-label']}
        aria-describedby={choiceDescriptionId(id, description)}
        className={boxClass}
      />
      <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className={markClass}>
        <path
          d="M3 8l3 3 5-7"
          strokeWidth="2"
          className="hidden group-has-[:checked:not(:indeterminate)]/box:block"
        />
        <path d="M3 7h8" strokeWidth="2" className="hidden group-has-indeterminate/box:block" />
      </svg>
    </span>
  );
  if (label === undefined) return box;
  return (
    <ChoiceField
      controlId={id}
      control={box}
      label={label}
      description={description}
      disabled={disabled}
      className={className}
    />
  );
}
