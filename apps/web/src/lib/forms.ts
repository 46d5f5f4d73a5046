// A small form hook over valibot (decision 0009): typed values, client rules from a schema, server 422
// errors on the fields, focus on the first invalid field, nothing typed lost on a failed submit.
import { ValidationError } from '@console/sdk';
import { useCallback, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useUnsavedChanges } from './unsaved-changes';

type Values = Record<string, unknown>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>> & { form?: string };

export interface UseFormOptions<T extends Values> {
  initialValues: T;
  schema: v.GenericSchema<T, T>;
  onSubmit: (values: T) => Promise<unknown>;
  /** Track unsaved input so an expired session asks for a sign-in in place (default true). */
  trackUnsaved?: boolean;
}

export function useForm<T extends Values>({
  initialValues,
  schema,
  onSubmit,
  trackUnsaved = true,
}: UseFormOptions<T>) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The form element is found by id when focus must move, so render code never handles a ref.
  const id = useId();
  useUnsavedChanges(trackUnsaved && dirty);

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setDirty(true);
    // An error belongs to the value that caused it: editing the field clears it.
    setErrors((prev) => (prev[name] || prev.form ? { ...prev, [name]: undefined, form: undefined } : prev));
  }, []);

  const focusFirstError = (found: FieldErrors<T>) => {
    const first = Object.keys(found).find((k) => k !== 'form' && found[k as keyof T & string]);
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
    if (submitting) return;
    const parsed = v.safeParse(schema, values);
    if (!parsed.success) {
      const found = issuesToErrors<T>(parsed.issues);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    setErrors({});
    try {
      await onSubmit(parsed.output);
      setDirty(false);
    } catch (error) {
      // Nothing typed is lost: 422s land on their fields, anything else becomes the form's message.
      const found: FieldErrors<T> =
        error instanceof ValidationError
          ? serverErrors<T>(error, Object.keys(values))
          : ({
              form: error instanceof Error ? error.message : 'Saving failed. Please try again.',
            } as FieldErrors<T>);
      setErrors(found);
      focusFirstError(found);
    } finally {
      setSubmitting(false);
    }
  };

  /** Props that connect a text control to a string field: `<TextInput {...form.bind('email')} />`. */
  const bind = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as T[K]),
  });

  return { values, setValue, bind, errors, submitting, dirty, handleSubmit, id, reset: setValues };
}

function issuesToErrors<T>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<T> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    found[key] ??= issue.message;
  }
  return found as FieldErrors<T>;
}

/** Server 422 errors onto the fields this form has; the rest become the form's own message. */
export function serverErrors<T>(error: ValidationError, fieldNames: string[]): FieldErrors<T> {
  const found: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split(' > ')[0] ?? '';
    if (fieldNames.includes(field)) found[field] ??= message;
    else unplaced.push(path ? `${path}: ${message}` : `Unknown field: ${message}`);
  }
  if (unplaced.length > 0) found.form = unplaced.join('\n');
  return found as FieldErrors<T>;
}
