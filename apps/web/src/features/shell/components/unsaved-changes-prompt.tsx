// Leaving a page with unsaved input asks first (docs/product-rules.md#leaving-unsaved-input): an in-app
// navigation with the kit's dialog, a reload or a closed tab with the browser's own prompt.
import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';

import { importWhenOnline } from '@console/ui';

import { answerLeaveQuestions, wouldLoseUnsavedChanges } from '~/lib/unsaved-changes';

const UnsavedChangesDialog = lazy(() => importWhenOnline(() => import('./unsaved-changes-dialog')));

/**
 * Rendered once by each shell; every form of `useForm` (and the uploads) registers its unsaved input. Asks for a
 * blocked navigation, and for an action that asks through `confirmLeavingUnsavedInput` (sign-out).
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: wouldLoseUnsavedChanges,
    enableBeforeUnload: wouldLoseUnsavedChanges,
    withResolver: true,
  });
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);
  useEffect(
    () =>
      answerLeaveQuestions(
        () => new Promise<boolean>((resolve) => setQuestion(() => (leave: boolean) => resolve(leave))),
      ),
    [],
  );
  const answer = (leave: boolean) => {
    question?.(leave);
    setQuestion(null);
  };
  const blocked = blocker.status === 'blocked';
  if (!blocked && !question) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        onStay={() => (blocked ? blocker.reset() : answer(false))}
        onLeave={() => (blocked ? blocker.proceed() : answer(true))}
      />
    </Suspense>
  );
}
