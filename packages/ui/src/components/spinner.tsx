import { useMessages } from '../i18n/index.ts';
import { cx } from '../lib/cx.ts';
import { spinnerMessages } from './spinner.messages.ts';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  /** Hide the label visually (default) or show it beside the spinner. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  const t = useMessages(spinnerMessages);
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-fg-muted', className)}>
      <SpinnerIcon />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label ?? t('loading')}</span>
    </span>
  );
}

/** The bare animated circle, for places that announce their busy state otherwise (e.g. a loading button). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cx('size-4 animate-spin', className)} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
