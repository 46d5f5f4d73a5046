import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx, focusRing } from '../lib/cx.ts';

// The dialog itself, on Headless UI; loaded by `Dialog` (dialog.tsx) when it first opens.

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside and on the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** The element to focus when the dialog opens (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  /** role="alertdialog" for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Extra classes for the dialog's panel; they win over the kit's own. */
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export default function DialogPopup({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  size = 'md',
  role = 'dialog',
  className,
}: DialogProps) {
  const t = useMessages(kitMessages);
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      role={role}
      initialFocus={initialFocus}
      className="fixed inset-0 z-50 overflow-y-auto"
    >
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          className={cx(
            'w-full rounded-lg border border-border bg-surface p-6 text-fg shadow-xl',
            widths[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className={cx('-m-1 rounded p-1 text-fg-muted hover:text-fg', focusRing)}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
          {description && (
            // A div, not the default p: a description may hold a list (what changed, before a delete).
            <Description as="div" className="mt-2 text-sm text-fg-muted">
              {description}
            </Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
