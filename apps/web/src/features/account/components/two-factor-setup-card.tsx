import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, CopyButton, FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import { useEnableTwoFactor, useStartTwoFactorSetup } from '../account.mutations';
import { twoFactorCodeSchema } from '../account.schemas';
import { twoFactorMessages } from '../two-factor.messages';
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
  const t = useMessages(twoFactorMessages);
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
        <h2 className="text-base font-semibold">{t('setupTitle')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t('setupIntro')}</p>
        <Button
          className="mt-4"
          onClick={() => start.mutate(undefined, { onSuccess: (data) => data && setSetup(data) })}
          loading={start.isPending}
        >
          {t('setUp')}
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('scanTitle')}</h2>
      <p className="mt-1 text-sm text-fg-muted">{t('scanIntro')}</p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode value={setup.otpauth_url} />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium">{t('key')}</p>
          <code
            data-testid="totp-secret"
            className="block rounded bg-surface-muted px-2 py-1 font-mono text-sm break-all"
          >
            {setup.secret}
          </code>
          <CopyButton value={setup.secret} label={t('keyToCopy')} />
        </div>
      </div>
      <form
        id={form.id}
        onSubmit={form.handleSubmit}
        noValidate
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <FormField label={t('appCode')} error={form.errors.code ?? form.errors.form} required>
          <TextInput {...form.bind('code')} inputMode="numeric" autoComplete="one-time-code" />
        </FormField>
        <FormActions form={form} label={t('turnOn')} />
      </form>
    </Card>
  );
}
