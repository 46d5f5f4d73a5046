import type { ReactNode } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx } from '../lib/cx.ts';
import { Button } from './button.tsx';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What went wrong, e.g. the SDK error's message. */
  message?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** Shown where loading failed; announced (role alert) and with a retry button. */
export function ErrorState({ title, message, onRetry, retrying = false, className }: ErrorStateProps) {
  const t = useMessages(kitMessages);
  return (
    <div role="alert" className={cx('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-danger"
        fill="none"
        stroke="currentColor"
      >
        <path
          strokeWidth="1.5"
          d="M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
        />
      </svg>
      <p className="text-base font-semibold text-fg">{title ?? t('somethingWentWrong')}</p>
      {message && <p className="max-w-md text-sm text-fg-muted">{message}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry} loading={retrying}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}
