// The one submit row of every form (docs/decisions/0034-screen-tests-and-submit-row.md): the submit button
// follows the form's state (busy while it sends, disabled while a 429's wait runs down, and, on an edit of a
// stored record, disabled until something changed), with an optional Cancel.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Button, buttonClassName, type ButtonVariant } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { formMessages } from './form.messages';

const rowClass = 'flex flex-wrap items-center gap-3';

/** What the row reads from `useForm` / `useEditForm`. */
interface FormActionsState {
  submitting: boolean;
  /** A 429's wait is running down (the form's message counts it). */
  waiting?: boolean;
  /** Something differs from what the form started with (without it, an `edit` row never enables). */
  dirty?: boolean;
}

export interface FormActionsProps {
  form: FormActionsState;
  /** The submit button's words: "Save changes", "Add user", "Sign in". */
  label: ReactNode;
  /**
   * An edit of a stored record: the submit stays disabled until something changed. Off for forms that send
   * something new each time (sign-in, a code, a new ticket, a reply, a password, an add form).
   */
  edit?: boolean;
  /** Another reason the submit is off (e.g. a confirmation not ticked). */
  disabled?: boolean;
  /** Cancel as a button (e.g. to close a dialog)… */
  onCancel?: () => void;
  /** …or as a link to where Cancel leads (the list, the record's page). */
  cancelTo?: Pick<LinkProps, 'to' | 'params' | 'search'>;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** The submit fills the row (the sign-in pages' single button). */
  fullWidth?: boolean;
  /**
   * A page's row puts the submit first and its other pieces (`children`, e.g. related links) after Cancel; a
   * dialog's footer is right-aligned with Cancel and `children` before the submit.
   */
  layout?: 'page' | 'dialog';
  children?: ReactNode;
}

export function FormActions({
  form,
  label,
  edit = false,
  disabled = false,
  onCancel,
  cancelTo,
  variant,
  size,
  fullWidth = false,
  layout = 'page',
  children,
}: FormActionsProps) {
  const t = useMessages(formMessages);
  const submit = (
    <Button
      type="submit"
      variant={variant}
      size={size}
      className={fullWidth ? 'w-full' : undefined}
      loading={form.submitting}
      disabled={disabled || form.waiting === true || (edit && !form.dirty)}
    >
      {label}
    </Button>
  );
  const cancel = onCancel ? (
    <Button variant="ghost" size={size} onClick={onCancel}>
      {t('cancel')}
    </Button>
  ) : cancelTo ? (
    <Link {...cancelTo} className={buttonClassName({ variant: 'ghost', size })}>
      {t('cancel')}
    </Link>
  ) : null;
  if (fullWidth && !cancel && !children) return submit;
  return layout === 'dialog' ? (
    <div className={`${rowClass} justify-end`}>
      {cancel}
      {children}
      {submit}
    </div>
  ) : (
    <div className={rowClass}>
      {submit}
      {cancel}
      {children}
    </div>
  );
}
