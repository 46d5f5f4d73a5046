// The button look, apart from the Button component so that plain elements can use it without Headless UI.
import { cx, focusRing } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover data-hover:bg-primary-hover',
  secondary:
    'bg-surface text-fg ring-1 ring-inset ring-border-strong hover:bg-surface-muted data-hover:bg-surface-muted',
  danger: 'bg-danger text-on-danger hover:bg-danger-hover data-hover:bg-danger-hover',
  ghost: 'bg-transparent text-fg hover:bg-surface-muted data-hover:bg-surface-muted',
};
const sizes: Record<ButtonSize, string> = { sm: 'px-2.5 py-1.5 text-xs', md: 'px-3 py-2 text-sm' };

/**
 * The button look for any element. The one way to show a link as a button:
 * `<Link to="/users/add" className={buttonClassName({ variant: 'secondary' })}>` (the link stays a link).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 data-disabled:cursor-not-allowed data-disabled:opacity-60',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}
