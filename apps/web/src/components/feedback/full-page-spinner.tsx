import { Spinner } from '@console/ui';

/** Shown while the session's privileges load: nothing restricted renders before (docs/product-rules.md#console-routes). */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-screen place-items-center" role="status" aria-live="polite">
      <Spinner label="Loading your workspace" />
    </div>
  );
}
