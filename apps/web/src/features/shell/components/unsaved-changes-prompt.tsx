// Leaving a page with unsaved input asks first (docs/product-rules.md#leaving-unsaved-input): an in-app
// navigation with the kit's dialog, a reload or a closed tab with the browser's own prompt.
import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { wouldLoseUnsavedChanges } from '~/lib/unsaved-changes';

const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

/** Rendered once by each shell; every form of `useForm` (and the uploads) registers its unsaved input. */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: wouldLoseUnsavedChanges,
    enableBeforeUnload: wouldLoseUnsavedChanges,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
