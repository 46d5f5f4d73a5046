import type { ComponentPropsWithRef, ReactNode } from 'react';

import { buttonClassName, type ButtonSize, type ButtonVariant } from '../lib/button-class.ts';
import { cx } from '../lib/cx.ts';
import { SpinnerIcon } from './spinner.tsx';

export { buttonClassName, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while keeping the button focusable and its label. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * A plain `<button>` with the kit's look: hover, focus and disabled states are CSS (`button-class.ts`), so the
 * signed-in pages that need nothing else of Headless UI do not load it (budget, decision 0010). Headless UI
 * components that take it through `as` pass their own attributes and ref, which it forwards.
 */
export function Button({
  variant,
  size,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className: cx(loading && 'cursor-wait', className) })}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus does not jump away mid-request.
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...props}
    >
      {loading && <SpinnerIcon />}
      {children}
    </button>
  );
}
