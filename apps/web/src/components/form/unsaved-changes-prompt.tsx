// Leaving a page with unsaved input asks first (docs/product-rules.md#leaving-unsaved-input): an in-app
// navigation with the kit's dialog, a reload or a closed tab with the browser's own prompt.
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';

import { importWhenOnline } from '@console/ui';
import { translate } from '@console/ui/i18n';

import {
  answerLeaveQuestions,
  unsavedChangesMessage,
  wouldLoseUnsavedChanges,
} from '~/lib/forms/unsaved-changes';

import { unsavedMessages } from './unsaved.messages';

/** What the browser's own question says when no form has its own words, in the tab's language when it asks. */
const leaveQuestion = () =>
  `${translate(unsavedMessages, 'leaveTitle')} ${translate(unsavedMessages, 'leaveText')}`;

let dialogLoaded = false;
const UnsavedChangesDialog = lazy(() =>
  importWhenOnline(() => import('./unsaved-changes-dialog')).then((module) => {
    dialogLoaded = true;
    return module;
  }),
);

/**
 * Rendered once by each shell; every form of `useForm` (and the uploads) registers its unsaved input. Asks for a
 * blocked navigation, and for an action that asks through `confirmLeavingUnsavedInput` (sign-out): one question
 * at a time, answered by the same dialog.
 */
export function UnsavedChangesPrompt() {
  const { history } = useRouter();
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => {
    const ask = () =>
      // Offline before the dialog's code has loaded, the browser's own question asks at once: the kit's dialog
      // would wait for the connection and then ask by itself, long after the click (docs/product-rules.md#offline).
      !dialogLoaded && !navigator.onLine
        ? Promise.resolve(window.confirm(unsavedChangesMessage() ?? leaveQuestion()))
        : new Promise<boolean>((resolve) => setQuestion(() => resolve));
    const stopAnswering = answerLeaveQuestions(ask);
    // The router's history asks its blockers before every in-app navigation and the back and forward buttons
    // (true: stay), and asks `enableBeforeUnload` before a reload or a closed tab. Straight on the history
    // rather than the router's `useBlocker`, which adds the matched routes of both locations (decision 0010).
    const unblock = history.block({
      blockerFn: async () => wouldLoseUnsavedChanges() && !(await ask()),
      enableBeforeUnload: wouldLoseUnsavedChanges,
    });
    return () => {
      stopAnswering();
      unblock();
    };
  }, [history]);
  if (!question) return null;
  const answer = (leave: boolean) => {
    question(leave);
    setQuestion(null);
  };
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => answer(false)} onLeave={() => answer(true)} />
    </Suspense>
  );
}
