// The leave prompt's dialog, loaded the first time a navigation is blocked: the kit's dialog and its Headless UI
// internals stay out of every signed-in page's first load (budget, docs/decisions/0010-login-bundle-budget.md).
import { ConfirmDialog } from '@console/ui';

import { unsavedChangesMessage } from '~/lib/forms/unsaved-changes';

export default function UnsavedChangesDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onClose={onStay}
      onConfirm={onLeave}
      title="Leave this page?"
      message={unsavedChangesMessage() ?? 'What you entered is not saved yet. If you leave, it is lost.'}
      cancelLabel="Stay on this page"
      confirmLabel="Leave page"
    />
  );
}
