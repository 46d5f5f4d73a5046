// Forms with unsaved input register here. An expired session asks for a sign-in in place instead of navigating
// away (docs/product-rules.md#expired-session-with-unsaved-input), and leaving the page asks first
// (docs/product-rules.md#leaving-unsaved-input).
import { useCallback, useEffect, useRef } from 'react';

import { onDeployReload } from '~/lib/routing/deploy-skew';

/** A registered form: `saving` while its save is in flight (its input is on its way, not about to be lost). */
interface UnsavedEntry {
  saving: boolean;
  /** What leaving would lose, when it is more than typed input (e.g. uploads in flight). */
  message?: string;
  /** The form's input, to keep across a reload into a new build (below). */
  input?: () => KeptForm;
}

/** A form's input kept across a reload: found again by its field names. */
export interface KeptForm {
  key: string;
  values: Record<string, unknown>;
}

const dirtyForms = new Map<symbol, { current: UnsavedEntry }>();

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Input that leaving the page would lose: a form with unsaved input whose save is not in flight. */
export const wouldLoseUnsavedChanges = () => [...dirtyForms.values()].some((entry) => !entry.current.saving);

// Secrets are not written to storage: a password or a code is typed again after the reload.
const secret = /password|secret|token|code/i;
const KEPT = 'deploy.input';
const here = () => location.pathname + location.search;

// Before a reload into a new build (lib/deploy-skew.ts), the open forms' input goes to sessionStorage, and leaving
// no longer asks (nothing is lost).
onDeployReload(() => {
  const forms = [...dirtyForms.values()].map(({ current }) => current.input?.());
  dirtyForms.clear();
  sessionStorage.setItem(
    KEPT,
    JSON.stringify({ url: here(), forms }, (name, value) => (secret.test(name) ? undefined : value)),
  );
});

// The input kept by the reload, taken out of storage as soon as this module loads again.
let kept: { url: string; forms: (KeptForm | undefined)[] } | undefined;
if (typeof window !== 'undefined') {
  kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') ?? undefined; // written above, by this app
  sessionStorage.removeItem(KEPT);
}

/** The input kept across the reload for a form of this page (found by its field names), once. */
export function takeKeptInput(key: string): Record<string, unknown> | undefined {
  if (kept?.url !== here()) return undefined;
  const form = kept.forms.find((form) => form?.key === key);
  if (form) kept.forms[kept.forms.indexOf(form)] = undefined;
  return form?.values;
}

/** The message of the first registered entry that has one, for the leave prompt. */
export const unsavedChangesMessage = () =>
  [...dirtyForms.values()].find((entry) => !entry.current.saving && entry.current.message)?.current.message;

let askToLeave: (() => Promise<boolean>) | null = null;

/** The leave prompt of the shell on screen answers `confirmLeavingUnsavedInput` (one shell at a time). */
export function answerLeaveQuestions(ask: () => Promise<boolean>) {
  askToLeave = ask;
  return () => {
    if (askToLeave === ask) askToLeave = null;
  };
}

/**
 * For an action that loses the page's input without a navigation the router could block first (sign-out clears
 * the session before it moves): true when nothing would be lost, or when the user chose to leave in the prompt.
 */
export async function confirmLeavingUnsavedInput(): Promise<boolean> {
  if (!wouldLoseUnsavedChanges() || !askToLeave) return true;
  return askToLeave();
}

/**
 * Registers unsaved input while `isDirty`. Returns `setSaving`, which a form calls around its save: the
 * navigation that follows a successful save (or a link followed meanwhile) does not ask.
 */
export function useUnsavedChanges(isDirty: boolean, message?: string, input?: () => KeptForm) {
  const entry = useRef<UnsavedEntry>({ saving: false });
  useEffect(() => {
    entry.current.message = message;
    entry.current.input = input;
  }, [message, input]);
  useEffect(() => {
    if (!isDirty) return;
    const id = Symbol('form');
    dirtyForms.set(id, entry);
    return () => {
      dirtyForms.delete(id);
    };
  }, [isDirty]);
  return useCallback((saving: boolean) => {
    entry.current.saving = saving;
  }, []);
}
