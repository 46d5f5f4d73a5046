import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Fragment, type Key } from 'react';

import { controlClass, cx, floatingItemClass, floatingListClass } from '../lib/cx.ts';
import { useOpenOnArrival } from '../lib/stand-in.ts';
import { useFieldState } from './form-field.tsx';
import { CheckMark, selectedOption, SelectFace, type SelectProps, selectWiring } from './select.tsx';

/**
 * The listbox itself, on Headless UI: loaded by `Select` (select.tsx), in place of its pressed stand-in, or
 * at once for a Select with a `name` (its hidden inputs belong to a form).
 */
export default function SelectPopup<T extends Key | object>({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  name,
  by,
  className,
  openOnArrival,
  ...aria
}: SelectProps<T> & { openOnArrival: boolean }) {
  const field = useFieldState();
  const selected = selectedOption(options, value, by);
  const holder = useOpenOnArrival(openOnArrival);
  const wiring = selectWiring(field, aria['aria-label']);
  return (
    <span ref={holder} className="contents">
      <Listbox
        // Headless UI types a controlled value as T; null (nothing chosen yet) works at run time.
        value={value as T}
        onChange={(next: T) => onChange(next)}
        disabled={disabled ?? field.disabled}
        name={name}
        by={(a: T | null, b: T | null) => (a === null || b === null ? a === b : by ? by(a, b) : a === b)}
        invalid={field.invalid}
      >
        {/* The kit's own button, wired by its FormField: outside its own Field, Headless UI would leave it
            unnamed and undescribed over attributes given to the ListboxButton itself. */}
        {/* The id as in ComboboxInput (combobox.tsx): taken at run time, not in the types with a Fragment. */}
        <ListboxButton as={Fragment} {...{ id: wiring.id }}>
          <button
            type="button"
            aria-label={aria['aria-label']}
            {...wiring}
            className={cx(controlClass, 'relative pe-8 text-start', className)}
          >
            <SelectFace field={field} selected={selected} placeholder={placeholder} />
          </button>
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
    </span>
  );
}
