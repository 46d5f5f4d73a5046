import { type ReactNode, useState } from 'react';

import { ApiError, TooManyRequestsError } from '@console/sdk';
import { Alert, Checkbox, FormField, TextInput } from '@console/ui';
import { textLinkClass } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import { type Credentials, login } from '../session.api';
import { secondStepSchema } from '../session.schemas';
import { twoFactorMessages } from '../two-factor.messages';
import { describeLoginError } from './login-errors';

/**
 * The second sign-in step (an authenticator code or a recovery code), shared by the login page and the
 * session-expired dialog. `heading` is the page's title; the dialog has its own.
 */
export function TwoFactorStep(props: {
  credentials: Credentials;
  /** May return the navigation's promise: the form stays busy until it settles. */
  onSignedIn: () => unknown;
  heading?: ReactNode;
  /** Buttons after the switch between code and recovery code (e.g. Back, Sign out). */
  extraActions?: ReactNode;
}) {
  const t = useMessages(twoFactorMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ method: 'code' | 'recovery_code'; code: string; trust_device: boolean }>({
    initialValues: { method: 'code', code: '', trust_device: false },
    schema: secondStepSchema,
    trackUnsaved: false,
    onSubmit: async ({ method, code, trust_device }) => {
      setFailure(null);
      try {
        const outcome = await login({ ...props.credentials, [method]: code, trust_device });
        if (outcome.kind === 'signed-in') await props.onSignedIn();
        else setFailure(t('codeWrong'));
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw error;
        setFailure(
          error instanceof ApiError && error.status === 401 ? t('codeWrong') : describeLoginError(error),
        );
      }
    },
  });
  const usingRecovery = form.values.method === 'recovery_code';
  const message = form.errors.form ?? failure;

  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {props.heading}
      <p className="text-sm text-fg-muted">{t(usingRecovery ? 'recoveryIntro' : 'codeIntro')}</p>
      {message && <Alert tone="error">{message}</Alert>}
      <FormField label={t(usingRecovery ? 'recoveryLabel' : 'codeLabel')} error={form.errors.code} required>
        <TextInput
          {...form.bind('code')}
          autoComplete="one-time-code"
          inputMode={usingRecovery ? 'text' : 'numeric'}
        />
      </FormField>
      <Checkbox
        label={t('trustDevice')}
        checked={form.values.trust_device}
        onChange={(checked: boolean) => form.setValue('trust_device', checked)}
      />
      <FormActions form={form} label={t('verify')} fullWidth />
      <div className="flex justify-between gap-4 text-sm">
        <button
          type="button"
          className={textLinkClass}
          onClick={() => {
            form.setValue('method', usingRecovery ? 'code' : 'recovery_code');
            form.setValue('code', '');
          }}
        >
          {t(usingRecovery ? 'useCode' : 'useRecovery')}
        </button>
        {props.extraActions}
      </div>
    </form>
  );
}
