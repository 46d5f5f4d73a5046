import { type Key, lazy, type ReactElement, type ReactNode, Suspense, useId, useState } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { controlClass, cx } from '../lib/cx.ts';
import { standInHandlers } from '../lib/stand-in.ts';
import { fieldWiring, useFieldState } from './form-field.tsx';

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

/** The option showing `value`, if any. */
export function selectedOption<T>(
  options: ReadonlyArray<SelectOption<T>>,
  value: T | null,
  by?: (a: T, b: T) => boolean,
) {
  return options.find((o) => (by && value !== null ? by(o.value, value) : o.value === value));
}

// A list's filters are drawn on every visit and changed on few: until pressed, a Select is a stand-in button
// (lib/stand-in.ts), and Headless UI's listbox (about 26 kB gzip with its positioning) loads on approach.
const loadPopup = () => import('./select-popup.tsx');
const SelectPopup = lazy(loadPopup) as unknown as <T extends Key | object>(
  props: SelectProps<T> & { openOnArrival: boolean },
) => ReactElement;

/** A listbox (Headless UI): arrow keys, type-ahead, Enter/Space to pick, Escape to close. */
export function Select<T extends Key | object>(props: SelectProps<T>) {
  const [pressed, setPressed] = useState(false);
  const field = useFieldState();
  const ownId = useId();
  const wiring = selectWiring(field, props['aria-label'], ownId);
  const selected = selectedOption(props.options, props.value, props.by);
  const standIn = (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-label={props['aria-label']}
      {...wiring}
      data-invalid={field.invalid ? '' : undefined}
      disabled={props.disabled ?? field.disabled}
      className={cx(controlClass, 'relative pe-8 text-start', props.className)}
      {...standInHandlers(loadPopup, () => setPressed(true))}
    >
      <SelectFace field={field} selected={selected} placeholder={props.placeholder} />
    </button>
  );
  // With a name, the listbox's hidden inputs belong to a form: the real one from the start.
  if (!pressed && props.name === undefined) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SelectPopup {...props} openOnArrival={pressed} />
    </Suspense>
  );
}

/**
 * A Select's button in its FormField (the stand-in's and the listbox's): its id, its descriptions, and its name,
 * the field's label then the chosen option (`SelectFace`), as Headless UI names a listbox button in its own Field.
 */
export function selectWiring(
  field: ReturnType<typeof useFieldState>,
  ariaLabel: string | undefined,
  ownId?: string,
) {
  return {
    ...fieldWiring(field, { id: field.id ?? ownId }),
    'aria-labelledby': ariaLabel || !field.labelId ? undefined : `${field.labelId} ${field.id}-value`,
  };
}

/** What a Select's button shows: the chosen option or the placeholder, then the chevron. */
export function SelectFace<T>({
  field,
  selected,
  placeholder,
}: {
  field: ReturnType<typeof useFieldState>;
  selected: SelectOption<T> | undefined;
  placeholder: string | undefined;
}) {
  const t = useMessages(kitMessages);
  return (
    <>
      <span
        id={field.id && `${field.id}-value`}
        className={cx('block truncate', !selected && 'text-fg-muted')}
      >
        {selected?.label ?? placeholder ?? t('selectPlaceholder')}
      </span>
      <Chevron />
    </>
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
