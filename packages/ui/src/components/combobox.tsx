import {
  Combobox as HeadlessCombobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { Fragment, useId, useState } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { controlClass, cx, floatingItemClass, floatingListClass } from '../lib/cx.ts';
import { fieldWiring, useFieldState } from './form-field.tsx';
import { CheckMark, Chevron } from './select.tsx';

export interface ComboboxProps<T> {
  options: ReadonlyArray<T>;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The text shown for an option, and the text the search matches. */
  getLabel: (option: T) => string;
  getKey: (option: T) => string | number;
  placeholder?: string;
  disabled?: boolean;
  /** Replaces the built-in case-insensitive "contains" filter, e.g. to search on the server. */
  filter?: (options: ReadonlyArray<T>, query: string) => ReadonlyArray<T>;
  onQueryChange?: (query: string) => void;
  emptyMessage?: string;
  'aria-label'?: string;
  className?: string;
}

const containsFilter =
  <T,>(getLabel: (o: T) => string) =>
  (options: ReadonlyArray<T>, query: string) => {
    const q = query.trim().toLowerCase();
    return q === '' ? options : options.filter((o) => getLabel(o).toLowerCase().includes(q));
  };

/**
 * While something is typed, the current value stays listed only when its label matches it: a list that keeps
 * it first (a server search that adds it back) would otherwise keep it highlighted, and Enter would keep it.
 */
function withoutUnmatchedValue<T>(
  visible: ReadonlyArray<T>,
  query: string,
  value: T | null,
  getLabel: (option: T) => string,
  getKey: (option: T) => string | number,
) {
  const q = query.trim().toLowerCase();
  if (q === '' || value === null || getLabel(value).toLowerCase().includes(q)) return visible;
  return visible.filter((option) => getKey(option) !== getKey(value));
}

/** A searchable select: type to filter, arrows to move, Enter to pick the highlighted match, Escape to close. */
export function Combobox<T>({
  options,
  value,
  onChange,
  getLabel,
  getKey,
  placeholder,
  disabled,
  filter,
  onQueryChange,
  emptyMessage,
  className,
  ...aria
}: ComboboxProps<T>) {
  const t = useMessages(kitMessages);
  const field = useFieldState();
  const wiring = fieldWiring(field, {});
  const buttonId = useId();
  const [query, setQuery] = useState('');
  const visible = withoutUnmatchedValue(
    (filter ?? containsFilter(getLabel))(options, query),
    query,
    value,
    getLabel,
    getKey,
  );
  return (
    <HeadlessCombobox
      value={value}
      onChange={onChange}
      // Closed, it forgets what was typed, and tells a server search behind it so: opened again, it lists what an empty
      // box lists, not the last search's answer under the chosen value's label.
      onClose={() => {
        setQuery('');
        onQueryChange?.('');
      }}
      disabled={disabled ?? field.disabled}
      invalid={field.invalid}
      by={(a, b) => (a === null || b === null ? a === b : getKey(a) === getKey(b))}
    >
      <div className={cx('relative', className)}>
        {/* The kit's own input and button, wired by its FormField: outside its own Field, Headless UI would
            leave them unnamed and undescribed over attributes given to its components. */}
        <ComboboxInput
          as={Fragment}
          // Headless UI takes the id at run time; its types leave it out with `as={Fragment}`.
          {...{ id: wiring.id }}
          displayValue={(o: T | null) => (o === null ? '' : getLabel(o))}
          onChange={(e) => {
            setQuery(e.target.value);
            onQueryChange?.(e.target.value);
          }}
        >
          <input
            aria-label={aria['aria-label']}
            {...wiring}
            className={cx(controlClass, 'pe-8')}
            placeholder={placeholder}
          />
        </ComboboxInput>
        <ComboboxButton as={Fragment} {...{ id: buttonId }}>
          <button
            type="button"
            aria-label={t('showOptions')}
            // Named as in Headless UI's own Field: the field's label, then what it does.
            aria-labelledby={field.labelId && `${field.labelId} ${buttonId}`}
            className="absolute inset-y-0 end-0 w-8"
          >
            <Chevron />
          </button>
        </ComboboxButton>
      </div>
      <ComboboxOptions anchor="bottom start" className={cx(floatingListClass, 'w-(--input-width)')}>
        {visible.length === 0 ? (
          <div className="px-2 py-1.5 text-fg-muted">{emptyMessage ?? t('noResults')}</div>
        ) : (
          visible.map((option) => (
            <ComboboxOption key={getKey(option)} value={option} className={floatingItemClass}>
              <CheckMark />
              {getLabel(option)}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </HeadlessCombobox>
  );
}
