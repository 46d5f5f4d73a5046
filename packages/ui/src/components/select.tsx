import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { Key, ReactNode } from 'react';
import { controlClass, cx, floatingItemClass, floatingListClass } from '../lib/cx.ts';
import { useFieldState } from './form-field.tsx';

export interface SelectOption<T> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<T> {
  options: ReadonlyArray<SelectOption<T>>;
  value: T | null;
  onChange: (value: T) => void;
  placeholder?: string;
  disabled?: boolean;
  /** For form submission. */
  name?: string;
  /** Needed when values are objects: how to tell two apart. */
  by?: (a: T, b: T) => boolean;
  /** The label when the Select is not inside a FormField. */
  'aria-label'?: string;
  className?: string;
}

/** A listbox (Headless UI): arrow keys, type-ahead, Enter/Space to pick, Escape to close. */
export function Select<T extends Key | object>({
  options,
  value,
  onChange,
  placeholder = 'Select…',
  disabled,
  name,
  by,
  className,
  ...aria
}: SelectProps<T>) {
  const field = useFieldState();
  const selected = options.find((o) => (by && value !== null ? by(o.value, value) : o.value === value));
  return (
    <Listbox
      // Headless UI types a controlled value as T; null (nothing chosen yet) works at run time.
      value={value as T}
      onChange={(next: T) => onChange(next)}
      disabled={disabled}
      name={name}
      by={(a: T | null, b: T | null) => (a === null || b === null ? a === b : by ? by(a, b) : a === b)}
      invalid={field.invalid}
    >
      <ListboxButton
        aria-label={aria['aria-label']}
        className={cx(controlClass, 'relative pe-8 text-start', className)}
      >
        <span className={cx('block truncate', !selected && 'text-fg-muted')}>
          {selected?.label ?? placeholder}
        </span>
        <Chevron />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className={cx(floatingListClass, 'w-(--button-width)')}>
        {options.map((option, index) => (
          <ListboxOption
            key={index}
            value={option.value}
            disabled={option.disabled}
            className={floatingItemClass}
          >
            <CheckMark />
            {option.label}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}

export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute inset-y-0 end-2 my-auto size-4 text-fg-muted"
      fill="currentColor"
    >
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

/** Shown only on the selected option (Headless UI sets data-selected on the option). */
export function CheckMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="invisible size-4 shrink-0 text-primary in-data-selected:visible"
    >
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}
