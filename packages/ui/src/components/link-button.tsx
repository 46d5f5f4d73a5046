import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button.tsx';

export type LinkButtonProps<C extends ElementType = 'a'> = {
  /** The link component to render, e.g. TanStack Router's `Link`; a plain `<a>` by default. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
} & Omit<ComponentPropsWithoutRef<C>, 'as'>;

/** A link that looks like a button; it keeps link semantics (navigates, opens in a new tab). */
export function LinkButton<C extends ElementType = 'a'>({
  as,
  variant,
  size,
  className,
  ...props
}: LinkButtonProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      className={buttonClassName({ variant, size, className: className as string | undefined })}
      {...props}
    />
  );
}
