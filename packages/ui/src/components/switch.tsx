import { Switch as HeadlessSwitch } from '@headlessui/react';
import { Fragment, type ReactNode, useId } from 'react';

import { cx, focusRing } from '../lib/cx.ts';
import { choiceDescriptionId, ChoiceField } from './choice-field.tsx';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

/** An on/off switch (role switch, Space toggles) with its label and description. */
export function Switch({ checked, onChange, label, description, disabled, name, className }: SwitchProps) {
  const id = useId();
  return (
    <ChoiceField
      controlId={id}
      label={label}
      description={description}
      disabled={disabled}
      className={className}
      control={
        // Rendered as the kit's own button: outside its own Field, Headless UI would set the button's
        // aria-describedby to nothing over a value given to the Switch itself.
        <HeadlessSwitch
          as={Fragment}
          {...{ id }}
          checked={checked}
          onChange={onChange}
          name={name}
          disabled={disabled}
        >
          <button
            type="button"
            aria-describedby={choiceDescriptionId(id, description)}
            className={cx(
              'group relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full bg-border-strong transition-colors',
              'data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60',
              focusRing,
            )}
          >
            <span
              aria-hidden="true"
              className="pointer-events-none m-0.5 inline-block size-4 rounded-full bg-surface shadow transition-transform group-data-checked:translate-x-4"
            />
          </button>
        </HeadlessSwitch>
      }
    />
  );
}
