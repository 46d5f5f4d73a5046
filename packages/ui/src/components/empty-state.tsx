import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

export interface StatePanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that moves the user on. */
  action?: ReactNode;
  className?: string;
}

/** Shown where a list has nothing to show yet. */
export function EmptyState({ title, description, action, className }: StatePanelProps) {
  return (
    <div className={cx('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-fg-muted"
        fill="none"
        stroke="currentColor"
      >
        <path strokeWidth="1.5" d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0 9 4.5m0 0 9-4.5M12 12v9" />
      </svg>
      <p className="text-base font-semibold text-fg">{title}</p>
      {description && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
