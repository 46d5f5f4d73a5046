import { forwardRef, useState } from 'react';

import { useMessages } from '../i18n/index.ts';
import { cx, focusRing } from '../lib/cx.ts';
import { passwordMessages } from './password.messages.ts';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password input with a Show/Hide button whose name says what pressing it will do (GOV.UK pattern). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, autoComplete = 'current-password', ...props },
  ref,
) {
  const t = useMessages(passwordMessages);
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
      <button
        type="button"
        // The visible word starts the name (WCAG 2.5.3), the rest says what is shown.
        aria-label={t(visible ? 'hidePassword' : 'showPassword')}
        onClick={() => setVisible((v) => !v)}
        className={cx(
          'absolute inset-y-1 end-1 rounded px-2 text-xs font-medium text-fg-muted hover:text-fg',
          focusRing,
        )}
      >
        {t(visible ? 'hide' : 'show')}
      </button>
    </div>
  );
});
