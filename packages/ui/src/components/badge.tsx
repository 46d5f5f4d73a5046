import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-fg ring-border',
  success: 'bg-success-soft text-success ring-success/40',
  danger: 'bg-danger-soft text-danger ring-danger/40',
  warning: 'bg-warning-soft text-warning ring-warning/40',
  info: 'bg-primary-soft text-fg ring-primary/40',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
