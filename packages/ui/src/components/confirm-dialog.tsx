import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { TextInput } from './text-input.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** What will happen, in words: "Jane Doe will lose access. This cannot be undone." */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The action is running: the confirm button shows a spinner. */
  busy?: boolean;
  /** Extra classes for the dialog's panel. */
  className?: string;
  /**
   * For what cannot be taken back and reaches many people (an organisation's delete): the confirm button waits
   * until this name is typed, so the click is a decision and not a reflex.
   */
  typeToConfirm?: string;
}

/**
 * Asks before a destructive action. Focus starts on Cancel, so a stray Enter does not destroy anything;
 * the confirm button is the danger variant. Callers close it when the action settles, failed or not: the
 * failure's toast (with its way on) sits outside the dialog, which a modal would keep out of reach.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  className,
  typeToConfirm,
}: ConfirmDialogProps) {
  const t = useMessages(kitMessages);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const typedId = useId();
  const [typed, setTyped] = useState('');
  // A closed dialog forgets what was typed: the next opening asks again.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (!open) setTyped('');
  }
  const named = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();
  // One confirm per opening: a second click in the same instant (before `busy` re-renders the button) is dropped.
  // The latch lifts when the action settles (`busy` falls) or the dialog closes.
  const confirmed = useRef(false);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (!open || (wasBusy.current && !busy)) confirmed.current = false;
    wasBusy.current = busy;
  }, [open, busy]);
  const confirm = () => {
    if (confirmed.current || !named) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      className={className}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} disabled={!named}>
            {confirmLabel ?? t('delete')}
          </Button>
        </>
      }
    >
      {typeToConfirm !== undefined && (
        <>
          <label htmlFor={typedId} className="block text-sm font-medium text-fg">
            {t('typeToConfirm', { name: typeToConfirm })}
          </label>
          <TextInput
            id={typedId}
            className="mt-1"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && confirm()}
          />
        </>
      )}
    </Dialog>
  );
}
