import { Textarea as HeadlessTextarea } from '@headlessui/react';
import { forwardRef, type TextareaHTMLAttributes } from 'react';

import { controlClass, cx } from '../lib/cx.ts';
import { useFieldState } from './form-field.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, required, ...props },
  ref,
) {
  const field = useFieldState();
  return (
    <HeadlessTextarea
      ref={ref}
      rows={rows}
      invalid={field.invalid}
      required={required ?? field.required}
      className={cx(controlClass, 'resize-y', className)}
      {...props}
    />
  );
});
