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

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A user's status (a boolean shown as Active or Inactive). The dot is decorative; the word carries it. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'success' : 'neutral'}>
      <span
        aria-hidden="true"
        className={cx('size-1.5 rounded-full', active ? 'bg-success' : 'bg-fg-muted')}
      />
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** The primary user of an organisation (is_primary_user, shown as the role Account Owner: docs/product-rules.md#audiences). */
export function AccountOwnerBadge() {
  return <Badge tone="info">Account Owner</Badge>;
}
