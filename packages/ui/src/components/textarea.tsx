import { forwardRef, type TextareaHTMLAttributes } from 'react';

import { controlClass, cx } from '../lib/cx.ts';
import { fieldWiring, useFieldState } from './form-field.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text box; inside a FormField it is wired like a TextInput. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, required, disabled, ...props },
  ref,
) {
  const field = useFieldState();
  return (
    <textarea
      ref={ref}
      rows={rows}
      required={required ?? field.required}
      disabled={disabled ?? field.disabled}
      className={cx(controlClass, 'resize-y', className)}
      {...props}
      {...fieldWiring(field, props)}
    />
  );
});
