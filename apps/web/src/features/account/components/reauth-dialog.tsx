import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';

import { Alert, Dialog, FormField, PasswordInput } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { api } from '~/lib/api/api';
import { useForm } from '~/lib/forms/forms';

import { useVerifyPassword } from '../account.mutations';
import { twoFactorMessages } from '../two-factor.messages';

/**
 * Re-authentication before sensitive changes: `confirmIdentity()` asks the server whether it
 * is needed (GET /reauth/need) and, if so, asks for the password (POST /reauth/verify stores new tokens).
 * Resolves true when the caller may go on.
 */
export function useReauth() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirmIdentity = useCallback(async () => {
    const { data } = await api.GET('/reauth/need');
    if (!data.need) return true;
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (ok: boolean) => {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  };

  const dialog = <ReauthDialog open={open} onDone={finish} />;
  return { confirmIdentity, dialog };
}

function ReauthDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  const t = useMessages(twoFactorMessages);
  const verify = useVerifyPassword();
  const form = useForm({
    initialValues: { password: '' },
    schema: v.object({
      password: v.pipe(
        v.string(),
        v.nonEmpty(() => translate(twoFactorMessages, 'passwordEmpty')),
      ),
    }),
    trackUnsaved: false,
    onSubmit: async ({ password }) => {
      await verify.mutateAsync(password);
      form.reset({ password: '' });
      onDone(true);
    },
  });
  return (
    <Dialog open={open} onClose={() => onDone(false)} title={t('reauthTitle')} description={t('reauthText')}>
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        <FormField label={t('password')} error={form.errors.password} required>
          <PasswordInput {...form.bind('password')} autoComplete="current-password" />
        </FormField>
        {/* A 429 counts down in the form's message; the button waits with it (no retry loop). */}
        <FormActions form={form} label={t('confirm')} onCancel={() => onDone(false)} layout="dialog" />
      </form>
    </Dialog>
  );
}
