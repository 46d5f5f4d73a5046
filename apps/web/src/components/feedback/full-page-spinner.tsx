import { Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { statusMessages } from './status.messages';

/** Shown while the session's privileges load: nothing restricted renders before (docs/product-rules.md#console-routes). */
export function FullPageSpinner() {
  const t = useMessages(statusMessages);
  return (
    <div className="grid min-h-screen place-items-center" role="status" aria-live="polite">
      <Spinner label={t('loadingWorkspace')} />
    </div>
  );
}
