import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-danger/40 bg-danger-soft text-danger',
  warning: 'border-warning/40 bg-warning-soft text-fg',
  success: 'border-success/40 bg-success-soft text-fg',
  info: 'border-primary/40 bg-primary-soft text-fg',
};

/**
 * An inline message inside a page or form (a failed sign-in, a warning before an action). Errors are
 * announced at once (role="alert"); the others politely (role="status"). Line breaks in text are kept.
 */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-md border px-3 py-2 text-sm whitespace-pre-line', tones[tone], className)}
    >
      {children}
    </div>
  );
}
