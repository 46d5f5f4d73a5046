import { forwardRef, useState } from 'react';
import { cx } from '../lib/cx.ts';
import { PasswordToggle } from './password-toggle.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password input with a Show/Hide button whose name says what pressing it will do (GOV.UK pattern). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, autoComplete = 'current-password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        className={cx('pe-16', className)}
        {...props}
      />
      <PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
    </div>
  );
});
