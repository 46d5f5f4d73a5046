// Forms with unsaved input register here, so an expired session can ask for a sign-in in place
// instead of navigating away and losing what was typed (docs/product-rules.md#expired-session-with-unsaved-input).
import { useEffect } from 'react';

const dirtyForms = new Set<symbol>();

export const hasUnsavedChanges = () => dirtyForms.size > 0;

export function useUnsavedChanges(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const id = Symbol('form');
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [isDirty]);
}
