// Plain-element form controls for the public pages (sign-in, forgot password): the kit's look without
// Headless UI, whose runtime would be most of the sign-in page's own JavaScript (decision 0010). They keep
// what the kit's FormField wires: the label names the control, the error describes it and marks it invalid.
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

import { SpinnerIcon } from '@console/ui';
import { buttonClassName, controlClass, cx, focusRing } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { sessionMessages } from '../session.messages';

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function PublicField(props: {
  label: string;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(props.error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {props.children({
        id,
        required: props.required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? `${id}-error` : undefined,
      })}
      {invalid && (
        <p
          id={`${id}-error`}
          tabIndex={-1}
          className="text-sm font-medium text-danger focus:outline-2 focus:outline-focus"
        >
          {props.error}
        </p>
      )}
    </div>
  );
}

export function PublicInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" className={cx(controlClass, className)} {...props} />;
}

/** The kit's PasswordInput behaviour (a Show/Hide button named for what pressing it does) on a plain input. */
export function PublicPasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const t = useMessages(sessionMessages);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <PublicInput {...props} type={visible ? 'text' : 'password'} className="pe-16" />
      <button
        type="button"
        aria-label={t(visible ? 'hidePw' : 'showPw')}
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
}

/** A full-width submit button; while loading it stays focusable and says it is busy. */
export function PublicSubmit({
  loading,
  disabled = false,
  children,
}: {
  loading: boolean;
  /** e.g. while a 429's wait runs down: the button says so and sends nothing. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClassName({ className: cx('w-full', loading && 'cursor-wait') })}
      aria-busy={loading || undefined}
      aria-disabled={loading || disabled || undefined}
      disabled={disabled}
      onClick={loading ? (e) => e.preventDefault() : undefined}
    >
      {loading && <SpinnerIcon />}
      {children}
    </button>
  );
}
