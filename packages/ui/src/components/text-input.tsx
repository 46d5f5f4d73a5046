import { Input } from '@headlessui/react';
import { forwardRef, type InputHTMLAttributes } from 'react';

import { controlClass, cx } from '../lib/cx.ts';
import { useFieldState } from './form-field.tsx';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a FormField it is labelled, described and marked invalid/required for you. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, type = 'text', required, ...props },
  ref,
) {
  const field = useFieldState();
  return (
    <Input
      ref={ref}
      type={type}
      invalid={field.invalid}
      required={required ?? field.required}
      className={cx(controlClass, className)}
      {...props}
    />
  );
});
