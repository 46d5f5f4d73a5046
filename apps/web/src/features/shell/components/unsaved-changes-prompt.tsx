// Leaving a page with unsaved input asks first (docs/product-rules.md#leaving-unsaved-input): an in-app
// navigation with the kit's dialog, a reload or a closed tab with the browser's own prompt.
import { ConfirmDialog } from '@console/ui';
import { useBlocker } from '@tanstack/react-router';
import { wouldLoseUnsavedChanges } from '~/lib/unsaved-changes';

/** Rendered once by each shell; every form of `useForm` (and the uploads) registers its unsaved input. */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: wouldLoseUnsavedChanges,
    enableBeforeUnload: wouldLoseUnsavedChanges,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title="Leave this page?"
      message="What you entered is not saved yet. If you leave, it is lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave page"
    />
  );
}
