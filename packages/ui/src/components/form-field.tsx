import { Description, Field, Label } from '@headlessui/react';
import { createContext, forwardRef, type ReactNode, useContext, useId } from 'react';

import { cx } from '../lib/cx.ts';

interface FieldState {
  invalid: boolean;
  required: boolean;
  /** The label's id, for a control that Headless UI's Field does not wire (a Select's stand-in). */
  labelId?: string;
}
const FieldStateContext = createContext<FieldState>({ invalid: false, required: false });

/** For controls inside a FormField: whether to mark themselves aria-invalid / required. */
export const useFieldState = () => useContext(FieldStateContext);

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
 * Label, description, error and required mark for one control, wired by Headless UI's Field: the label
 * labels the control, description and error describe it. The error paragraph takes a ref and is focusable
 * (tabIndex -1), so a form can move focus to the first error after a failed submit.
 */
export const FormField = forwardRef<HTMLParagraphElement, FormFieldProps>(function FormField(
  { label, description, error, required = false, disabled, className, children },
  errorRef,
) {
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const labelId = useId();
  return (
    <Field disabled={disabled} className={cx('flex flex-col gap-1.5', className)}>
      <Label id={labelId} className="text-sm font-medium text-fg data-disabled:opacity-60">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      {description && <Description className="text-sm text-fg-muted">{description}</Description>}
      <FieldStateContext.Provider value={{ invalid, required, labelId }}>
        {children}
      </FieldStateContext.Provider>
      {invalid && (
        <Description
          as="p"
          ref={errorRef}
          tabIndex={-1}
          className="text-sm font-medium text-danger focus:outline-2 focus:outline-focus"
        >
          {error}
        </Description>
      )}
    </Field>
  );
});
