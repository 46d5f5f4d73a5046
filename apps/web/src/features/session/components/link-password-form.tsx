import type { HistoryState } from '@tanstack/history';
import { useQuery } from '@tanstack/react-query';
import { type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Alert } from '@console/ui';

import { FormActions } from '~/components/form';
import { TextLink } from '~/components/navigation';
import { NewPasswordFields, passwordPairSchemaFor, passwordPolicyQuery } from '~/features/account';
import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

/** A one-time link that no longer works (used, expired, unknown), or failed to be checked. */
export function LinkGone(props: {
  title: string;
  advice: string;
  next?: { to: LinkProps['to']; label: string };
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{props.title}</h1>
      <p className="text-sm">{props.advice}</p>
      {props.next && (
        <TextLink to={props.next.to} className="text-sm font-medium">
          {props.next.label}
        </TextLink>
      )}
    </div>
  );
}

/**
 * A password chosen through a one-time link (a reset or an invitation). Every failure is the form's message (a
 * 422 on its fields, a 429 counting down); the passwords stay. Once saved, the used link leaves the address bar
 * and the history: this entry becomes the sign-in page, told why by its history state
 * (docs/product-rules.md#one-time-links).
 */
export function LinkPasswordForm(props: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  save: (password: string) => Promise<unknown>;
  signInState: HistoryState;
}) {
  const policy = useQuery(passwordPolicyQuery());
  const navigateAfterSave = useNavigateAfterSave();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    schema: passwordPairSchemaFor(policy.data),
    trackUnsaved: false,
    onSubmit: async ({ password }) => {
      await props.save(password);
      await navigateAfterSave({ to: '/login', replace: true, state: props.signInState });
    },
  });

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      <h1 className="text-xl font-semibold">{props.title}</h1>
      <p className="text-sm text-fg-muted">{props.intro}</p>
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <NewPasswordFields form={form} policy={policy.data} />
      <FormActions form={form} label={props.submitLabel} fullWidth />
    </form>
  );
}
