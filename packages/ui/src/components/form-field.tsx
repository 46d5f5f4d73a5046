import { createContext, forwardRef, type MouseEvent, type ReactNode, useContext, useId } from 'react';

import { cx } from '../lib/cx.ts';

interface FieldState {
  /** The control's id, which the label is `for`. */
  id?: string;
  /** The label's id, for a control whose name is the label and its own text (a Select's button). */
  labelId?: string;
  /** The description's and the error's ids, in that order: the control's aria-describedby. */
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}
const FieldStateContext = createContext<FieldState>({ invalid: false, required: false, disabled: false });

/** For controls inside a FormField: their id, descriptions, and whether they are invalid, required, disabled. */
export const useFieldState = () => useContext(FieldStateContext);

/** What a control may be given by its caller, over what its FormField gives it. */
export interface ControlWiring {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/**
 * The attributes that tie a control to its FormField (none outside one). A caller's own id and aria-invalid win;
 * its aria-describedby comes after the field's. A control given an id of its own is not the label's `for`, so
 * the label names it by aria-labelledby.
 */
export function fieldWiring(field: ReturnType<typeof useFieldState>, own: ControlWiring): ControlWiring {
  const id = own.id ?? field.id;
  const describedBy = [field.describedBy, own['aria-describedby']].filter(Boolean).join(' ');
  return {
    id,
    'aria-labelledby': own['aria-labelledby'] ?? (id === field.id ? undefined : field.labelId),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': own['aria-invalid'] ?? (field.invalid || undefined),
  };
}

export interface FormFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the control, linked with aria-describedby; the control gets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** One control of the kit (TextInput, PasswordInput, Textarea, Select, Combobox). */
  children: ReactNode;
}

/**
 * Label, description, error and required mark for one control: the label is `for` the control, description
 * and error describe it, and the control reads its id, descriptions and states from the field (the kit's own
 * wiring, without Headless UI's Field: docs/decisions/0050-the-first-screen-without-waits.md). The error
 * paragraph takes a ref and is focusable (tabIndex -1), so a form can move focus to the first error after a
 * failed submit.
 */
export const FormField = forwardRef<HTMLParagraphElement, FormFieldProps>(function FormField(
  { label, description, error, required = false, disabled = false, className, children },
  errorRef,
) {
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const id = useId();
  const hasDescription = Boolean(description);
  const describedBy = [hasDescription && `${id}-description`, invalid && `${id}-error`].filter(Boolean);
  const field: FieldState = {
    id,
    labelId: `${id}-label`,
    describedBy: describedBy.join(' ') || undefined,
    invalid,
    required,
    disabled,
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label
        id={field.labelId}
        htmlFor={id}
        onClick={focusButton}
        className={cx('text-sm font-medium text-fg', disabled && 'opacity-60')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {hasDescription && (
        <p id={`${id}-description`} className="text-sm text-fg-muted">
          {description}
        </p>
      )}
      <FieldStateContext.Provider value={field}>{children}</FieldStateContext.Provider>
      {invalid && (
        <p
          id={`${id}-error`}
          ref={errorRef}
          tabIndex={-1}
          className="text-sm font-medium text-danger focus:outline-2 focus:outline-focus"
        >
          {error}
        </p>
      )}
    </div>
  );
});

/**
 * A click on a label presses the button it is for, which would open a Select's list: like a text field's label,
 * it focuses the control instead.
 */
function focusButton(event: MouseEvent<HTMLLabelElement>) {
  const control = event.currentTarget.control;
  if (!(control instanceof HTMLButtonElement)) return;
  event.preventDefault();
  control.focus();
}
