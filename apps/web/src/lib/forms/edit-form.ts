// `useForm` for a stored record (docs/decisions/0031-record-versions.md): the save sends the version the
// values came from, and someone else's change meanwhile is merged or shown field by field instead of being
// overwritten (docs/product-rules.md#two-people-one-record). Kept apart from lib/forms/forms.ts so the sign-in pages,
// which use `useForm` and edit no record, do not load it (budget, decision 0010).
import { onlineManager } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';

import { ConflictError } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { recordVersion } from '~/lib/api/record-versions';

import { editFormMessages } from './edit-form.messages';
import { fieldBindings } from './field-bindings';
import { useForm, type UseFormOptions } from './forms';

type Values = Record<string, unknown>;

/** The stored record a form edits. */
export interface EditedRecord<T extends Values> {
  /** The record's API path, e.g. '/user/2' (lib/api/record-versions.ts knows its version). */
  path: string;
  /** The record as the server has it now, as form values (it changes when a refetch brings a newer one). */
  latest: T;
  /** A record from a 412's body as form values. */
  toValues: (record: unknown) => T;
}

/**
 * The `record` of a form that edits `current`, read from the API at `path`: `values` maps a record to the form's
 * values, for the record shown now and for the one a 412 brings.
 */
export function storedRecord<R, T extends Values>(
  path: string,
  current: R,
  values: (record: R) => T,
): EditedRecord<T> {
  return { path, latest: values(current), toValues: (record) => values(record as R) };
}

/** A field that both you and someone else changed since the form opened, differently. */
export interface FieldConflict {
  field: string;
  mine: unknown;
  theirs: unknown;
}

/** A conflict typed by the form's values, so settling it sets the field's own type. */
interface ConflictOf<T extends Values> extends FieldConflict {
  field: Extract<keyof T, string>;
  mine: T[Extract<keyof T, string>];
  theirs: T[Extract<keyof T, string>];
}

/** Said when a save fails because the browser is offline (docs/product-rules.md#offline), in the tab's language. */
export const offlineSaveMessage = () => translate(editFormMessages, 'offlineSave');

/** The browser's connection as TanStack Query's online manager sees it. */
const useOnline = () =>
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );

/** Said when a save is tried while conflicts are open, in the tab's language. */
export const conflictFormMessage = () => translate(editFormMessages, 'settleConflicts');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface UseEditFormOptions<T extends Values> extends Omit<UseFormOptions<T>, 'onSubmit'> {
  /** The stored record; absent on a form that adds one (shared add-and-edit forms), which sends no version. */
  record?: EditedRecord<T> | undefined;
  /** `ifMatch` is the version of the record the values came from (undefined when the API gave none). */
  onSubmit: (values: T, version: { ifMatch: string | undefined }) => Promise<unknown>;
}

export function useEditForm<T extends Values>({ record, onSubmit, ...options }: UseEditFormOptions<T>) {
  // The record's values and version the input is based on; a conflict or loaded changes move it.
  const [base, setBase] = useState(() => ({
    values: options.initialValues,
    version: record ? recordVersion(record.path) : undefined,
  }));
  const [conflicts, setConflicts] = useState<ConflictOf<T>[]>([]);
  // A save that failed for want of a connection: once it is back, the form offers to send it (never by itself).
  const [failedOffline, setFailedOffline] = useState(false);
  const online = useOnline();

  const form = useForm<T>({
    ...options,
    onSubmit: async (values) => {
      if (conflicts.length > 0) throw new Error(conflictFormMessage());
      let sent = values;
      setFailedOffline(false);
      try {
        await onSubmit(sent, { ifMatch: base.version });
      } catch (error) {
        if (!onlineManager.isOnline() && !(error instanceof ConflictError)) {
          setFailedOffline(true);
          throw new Error(offlineSaveMessage(), { cause: error });
        }
        if (!(error instanceof ConflictError) || !record) throw error;
        const { merged, found } = adopt(values, record.toValues(error.current), error.etag);
        // Someone else changed only fields you left alone: theirs are in the form, and yours go on top.
        if (found.length > 0) throw error;
        sent = v.parse(options.schema, merged);
        await onSubmit(sent, { ifMatch: error.etag });
      }
      if (record) setBase({ values: sent, version: recordVersion(record.path) });
    },
  });

  /**
   * Rebases the input on the record as someone else left it: fields you did not touch take their value,
   * fields you changed differently become conflicts. Answers the values after it and the conflicts.
   */
  function adopt(mine: T, theirs: T, version: string | undefined) {
    const merged: T = { ...mine };
    const found: ConflictOf<T>[] = [];
    for (const field in mine) {
      if (!(field in theirs) || same(theirs[field], base.values[field])) continue;
      if (same(mine[field], base.values[field])) merged[field] = theirs[field];
      else if (!same(mine[field], theirs[field]))
        found.push({ field, mine: mine[field], theirs: theirs[field] });
    }
    form.reset(merged);
    setBase({ values: theirs, version });
    setConflicts(found);
    return { merged, found };
  }

  // Editing a field settles its conflict: what is typed now is yours.
  const settled = (name: string) =>
    setConflicts((prev) =>
      prev.some((c) => c.field === name) ? prev.filter((c) => c.field !== name) : prev,
    );
  const setValue: typeof form.setValue = (name, value) => {
    form.setValue(name, value);
    settled(name);
  };

  // A refetch (window focus, another screen's save) brought a newer record than the one being edited.
  const serverVersion = record ? recordVersion(record.path) : undefined;
  // A new version with no field of the form changed (a value the server derives, like a desktop's state) is not
  // news to the person editing.
  const changedOnServer =
    conflicts.length === 0 &&
    serverVersion !== undefined &&
    base.version !== undefined &&
    serverVersion !== base.version &&
    record !== undefined &&
    Object.keys(base.values).some(
      (field) => field in record.latest && !same(record.latest[field], base.values[field]),
    );

  const unsentOffline = failedOffline && online;
  return {
    ...form,
    // Back online, the offer to send what failed replaces the offline failure's message (record-conflict.tsx).
    errors:
      unsentOffline && form.errors.form === offlineSaveMessage()
        ? { ...form.errors, form: undefined }
        : form.errors,
    setValue,
    ...fieldBindings(form.values, setValue),
    /** Fields changed both here and by someone else since the form opened; settle each before saving. */
    conflicts,
    /** Settles a conflict: keep what you typed, or take the value the record has now. */
    settle: (field: string, choice: 'mine' | 'theirs') => {
      const conflict = conflicts.find((c) => c.field === field);
      if (!conflict) return;
      // Through `setValue`, which also clears the form's message about the conflict.
      setValue(conflict.field, choice === 'theirs' ? conflict.theirs : form.values[conflict.field]);
    },
    /** The record's API path, when the form edits a stored one (its live news, docs/decisions/0048-live-data-in-the-app.md). */
    recordPath: record?.path,
    /** The record changed on the server since the form opened (no conflict shown yet). */
    changedOnServer,
    /** A save failed offline, and the connection is back: offer to send it. */
    unsentOffline,
    /** Takes the record's new values into the fields you have not touched; differing edits become conflicts. */
    loadLatest: () => {
      if (record) adopt(form.values, record.latest, serverVersion);
    },
  };
}
