import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, CopyButton, FormField, TextInput } from '@console/ui';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import { useEnableTwoFactor, useStartTwoFactorSetup } from '../account.mutations';
import { twoFactorCodeSchema } from '../account.schemas';
import { QrCode } from './qr-code';

/** Turning two-factor on: a new secret (as a QR code and a key), then a code from the app to prove it. */
export function TwoFactorSetupCard({
  userId,
  confirmIdentity,
  onCodes,
}: {
  userId: number;
  confirmIdentity: () => Promise<boolean>;
  onCodes: (codes: string[]) => void;
}) {
  const [setup, setSetup] = useState<Schemas['TwoFactorSetup'] | null>(null);
  const start = useStartTwoFactorSetup(userId, confirmIdentity);
  const enable = useEnableTwoFactor(userId);
  const form = useForm({
    initialValues: { code: '' },
    schema: twoFactorCodeSchema,
    onSubmit: async ({ code }) => {
      const { recovery_codes } = await enable.mutateAsync(code);
      onCodes(recovery_codes);
      setSetup(null);
    },
  });

  if (!setup) {
    return (
      <Card>
        <h2 className="text-base font-semibold">Set up two-factor authentication</h2>
        <p className="mt-1 text-sm text-fg-muted">
          Sign-ins will ask for a code from an authenticator app as well as the password.
        </p>
        <Button
          className="mt-4"
          onClick={() => start.mutate(undefined, { onSuccess: (data) => data && setSetup(data) })}
          loading={start.isPending}
        >
          Set up
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-base font-semibold">Scan the QR code</h2>
      <p className="mt-1 text-sm text-fg-muted">
        Scan it with your authenticator app, or type the key, then enter the 6-digit code the app shows.
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode value={setup.otpauth_url} />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium">Key</p>
          <code
            data-testid="totp-secret"
            className="block rounded bg-surface-muted px-2 py-1 font-mono text-sm break-all"
          >
            {setup.secret}
          </code>
          <CopyButton value={setup.secret} label="key" />
        </div>
      </div>
      <form
        id={form.id}
        onSubmit={form.handleSubmit}
        noValidate
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <FormField label="Code from the app" error={form.errors.code ?? form.errors.form} required>
          <TextInput {...form.bind('code')} inputMode="numeric" autoComplete="one-time-code" />
        </FormField>
        <FormActions form={form} label="Turn on" />
      </form>
    </Card>
  );
}
