// The leave prompt's dialog, loaded the first time a navigation is blocked: the kit's dialog and its Headless UI
// internals stay out of every signed-in page's first load (budget, docs/decisions/0010-login-bundle-budget.md).
import { ConfirmDialog } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { unsavedChangesMessage } from '~/lib/forms/unsaved-changes';

import { unsavedMessages } from './unsaved.messages';

export default function UnsavedChangesDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = useMessages(unsavedMessages);
  return (
    <ConfirmDialog
      open
      onClose={onStay}
      onConfirm={onLeave}
      title={t('leaveTitle')}
      message={unsavedChangesMessage() ?? t('leaveText')}
      cancelLabel={t('stay')}
      confirmLabel={t('leave')}
    />
  );
}
