// A small form hook over valibot (decision 0009): typed values, client rules from a schema, server 422
// errors on the fields, focus on the first invalid field, nothing typed lost on a failed submit.
import { QueryClientContext } from '@tanstack/react-query';
import {
  createElement,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as v from 'valibot';

import { ForbiddenError, TooManyRequestsError, ValidationError } from '@console/sdk';
import { translate, useMessages } from '@console/ui/i18n';

import { sessionQueries } from '~/lib/session/session';

import { errorText, issueLine } from './error-text';
import { fieldBindings, type TextBinding } from './field-bindings';
import { RefusedWriteMessage, tooManyAttemptsMessage, waitSecondsOf } from './form-messages';
import { countFormSubmit } from './form-submits';
import { formsMessages } from './forms.messages';
import { isRefusedWrite } from './refused-writes';
import { takeKeptInput, useUnsavedChanges } from './unsaved-changes';

type Values = Record<string, unknown>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>> & { form?: ReactNode };
/** Errors as they are found, by field name (a nested field's by its dot path). */
type FoundErrors = Partial<Record<string, string>>;
const withMessage = (found: FoundErrors, form: ReactNode) => Object.assign(found, { form });

/** What a component of a few text fields needs of any form that has them (`useForm`'s `bind` and `errors`). */
export interface TextFieldsForm<Field extends string> {
  bind: (name: Field) => TextBinding;
  errors: Partial<Record<Field, string>> & { form?: ReactNode };
}

/**
 * The wait a 429 asked for, counting down each second: `start(error)` begins it, `secondsLeft` reaches 0
 * when the user may try again. A form refuses to submit meanwhile, so there is no retry loop.
 */
function useRetryWait() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const start = useCallback((error: TooManyRequestsError) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + waitSecondsOf(error) * 1000);
  }, []);
  return { secondsLeft, waiting: secondsLeft > 0, start };
}

export interface UseFormOptions<T extends Values> {
  initialValues: T;
  schema: v.GenericSchema<T, T>;
  onSubmit: (values: T) => Promise<unknown>;
  /**
   * Track unsaved input (default true): leaving the page asks first, and an expired session asks for a sign-in
   * in place (docs/product-rules.md#leaving-unsaved-input).
   */
  trackUnsaved?: boolean;
}

export function useForm<T extends Values>({
  initialValues,
  schema,
  onSubmit,
  trackUnsaved = true,
}: UseFormOptions<T>) {
  // What was typed before a reload into a new build comes back into the same form (lib/forms/unsaved-changes.ts).
  const formKey = Object.keys(initialValues).sort().join(',');
  const [kept] = useState(() => takeKeptInput(formKey));
  const [values, setValues] = useState<T>(() => (kept ? { ...initialValues, ...kept } : initialValues));
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [dirty, setDirty] = useState(kept !== undefined);
  // The form element is found by id when focus must move, so render code never handles a ref.
  const id = useId();
  // Absent on the sign-in pages, which load without TanStack Query (lib/query/query-client.tsx) and never see a 403.
  const queryClient = useContext(QueryClientContext);
  const wait = useRetryWait();
  // The form's own messages in the tab's language (a 429's countdown, a refused write's, a failed save's).
  useMessages(formsMessages);
  const setSaving = useUnsavedChanges(trackUnsaved && dirty, undefined, () => ({ key: formKey, values }));

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setDirty(true);
    // An error belongs to the value that caused it: editing the field clears it.
    setErrors((prev) => (prev[name] || prev.form ? { ...prev, [name]: undefined, form: undefined } : prev));
  }, []);

  const focusFirstError = (found: FieldErrors<T>) => {
    const first = Object.entries(found).find(([key, message]) => key !== 'form' && Boolean(message))?.[0];
    const el = first
      ? document.getElementById(id)?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
      : null;
    el?.focus();
  };

  // A form's submit event wants a plain handler; `submit` catches every failure onto the form, so the
  // promise it returns never rejects and is deliberately not awaited here.
  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void submit();
  };

  const submit = async () => {
    // A ref, not the state: a second submit in the same instant runs before `submitting` re-renders.
    if (inFlight.current || wait.waiting) return;
    const parsed = v.safeParse(schema, values);
    if (!parsed.success) {
      const found = issuesToErrors<T>(parsed.issues);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setErrors({});
    countFormSubmit(1);
    // The input is on its way: the navigation after the save (or a link followed meanwhile) does not ask.
    setSaving(true);
    try {
      await onSubmit(parsed.output);
      setDirty(false);
    } catch (error) {
      // Nothing typed is lost: 422s land on their fields, anything else becomes the form's message.
      if (error instanceof TooManyRequestsError) wait.start(error);
      // The privileges the screen was opened with are out of date: the next navigation reads them again
      // (no refetch now, which could swap this form for a read-only view).
      if (error instanceof ForbiddenError) {
        void queryClient?.invalidateQueries({
          queryKey: sessionQueries.privileges().queryKey,
          refetchType: 'none',
        });
      }
      const found = submitErrors<T>(error, Object.keys(values));
      setErrors(found);
      focusFirstError(found);
    } finally {
      setSaving(false);
      countFormSubmit(-1);
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  // A 429's message counts down, and goes once the user may try again.
  const shown: FieldErrors<T> = wait.waiting
    ? { ...errors, form: tooManyAttemptsMessage(wait.secondsLeft) }
    : errors;

  return {
    values,
    setValue,
    ...fieldBindings(values, setValue),
    errors: shown,
    submitting,
    /** A 429's wait is running: the submit button can say so by being disabled. */
    waiting: wait.waiting,
    dirty,
    handleSubmit,
    id,
    reset: setValues,
  };
}

/** What a failed submit shows: a 422 on the fields, a refused write with its way on, else the message. */
export function submitErrors<T>(error: unknown, fieldNames: string[]): FieldErrors<T> {
  if (error instanceof ValidationError) return serverErrors<T>(error, fieldNames);
  if (isRefusedWrite(error)) return withMessage({}, createElement(RefusedWriteMessage, { error }));
  if (error instanceof TooManyRequestsError) return {};
  return withMessage({}, errorText(error, translate(formsMessages, 'savingFailed')));
}

function issuesToErrors<T>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<T> {
  const found: FoundErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    found[key] ??= issue.message;
  }
  return found;
}

/**
 * Server 422 errors onto the fields this form has; the rest become the form's own message, worded as
 * docs/product-rules.md#errors-and-messages says ('a > b: message', 'Unknown field: message'), and a 422
 * whose detail is not a list reads 'An unknown error occurred.'. Every issue is shown somewhere.
 */
export function serverErrors<T>(error: ValidationError, fieldNames: string[]): FieldErrors<T> {
  const found: FoundErrors = {};
  const unplaced: string[] = [];
  for (const { path, message } of error.issues) {
    const field = path.split(' > ')[0] ?? '';
    if (path && fieldNames.includes(field))
      found[field] = found[field] ? `${found[field]}\n${message}` : message;
    else unplaced.push(issueLine({ path, message }));
  }
  if (error.issues.length === 0) unplaced.push(translate(formsMessages, 'unknownValidation'));
  return unplaced.length > 0 ? withMessage(found, unplaced.join('\n')) : found;
}
