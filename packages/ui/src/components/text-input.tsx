import { forwardRef, type InputHTMLAttributes } from 'react';

import { controlClass, cx } from '../lib/cx.ts';
import { fieldWiring, useFieldState } from './form-field.tsx';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a FormField it is labelled, described and marked invalid/required/disabled for you. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, type = 'text', required, disabled, ...props },
  ref,
) {
  const field = useFieldState();
  return (
    <input
      ref={ref}
      type={type}
      required={required ?? field.required}
      disabled={disabled ?? field.disabled}
      className={cx(controlClass, className)}
      {...props}
      {...fieldWiring(field, props)}
    />
  );
});
