// Forms with unsaved input register here. An expired session asks for a sign-in in place instead of navigating
// away (docs/product-rules.md#expired-session-with-unsaved-input), and leaving the page asks first
// (docs/product-rules.md#leaving-unsaved-input).
import { useCallback, useEffect, useRef } from 'react';

/** A registered form: `saving` while its save is in flight (its input is on its way, not about to be lost). */
interface UnsavedEntry {
  saving: boolean;
  /** What leaving would lose, when it is more than typed input (e.g. uploads in flight). */
  message?: string;
  /** The form's input, to keep across a reload into a new build (lib/deploy-skew.ts). */
  input?: () => KeptForm;
}

/** A form's input kept across a reload: found again by its field names. */
export interface KeptForm {
  key: string;
  values: Record<string, unknown>;
}

const dirtyForms = new Map<symbol, { current: UnsavedEntry }>();
let inputKept = false;

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Input that leaving the page would lose: a form with unsaved input whose save is not in flight. */
export const wouldLoseUnsavedChanges = () =>
  !inputKept && [...dirtyForms.values()].some((entry) => !entry.current.saving);

// Secrets are not written to storage: a password or a code is typed again after the reload.
const secret = /password|secret|token|code/i;

/** The open forms' input, for a reload that restores it; leaving no longer asks (nothing is lost). */
export function keepUnsavedInput(): KeptForm[] {
  inputKept = true;
  return [...dirtyForms.values()].flatMap(({ current }) => {
    const form = current.input?.();
    if (!form) return [];
    const values = Object.fromEntries(Object.entries(form.values).filter(([name]) => !secret.test(name)));
    return [{ key: form.key, values }];
  });
}

/** The message of the first registered entry that has one, for the leave prompt. */
export const unsavedChangesMessage = () =>
  [...dirtyForms.values()].find((entry) => !entry.current.saving && entry.current.message)?.current.message;

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
