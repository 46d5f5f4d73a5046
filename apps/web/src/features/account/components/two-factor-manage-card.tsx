import { useState } from 'react';
import * as v from 'valibot';

import { Alert, Button, Card, Dialog, FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRemainingRecoveryCodes,
} from '../account.mutations';
import { twoFactorCodeSchema } from '../account.schemas';
import { twoFactorMessages } from '../two-factor.messages';

/**
 * New recovery codes, or two-factor off. Turning off one's own two-factor needs a current code; an account
 * owner turning off another's does not.
 */
export function TwoFactorManageCard({
  userId,
  confirmIdentity,
  onCodes,
  ownAccount,
}: {
  userId: number;
  confirmIdentity: () => Promise<boolean>;
  onCodes: (codes: string[]) => void;
  ownAccount: boolean;
}) {
  const t = useMessages(twoFactorMessages);
  const [disabling, setDisabling] = useState(false);
  const regenerate = useRegenerateRecoveryCodes(userId, confirmIdentity);
  const remaining = useRemainingRecoveryCodes(userId, confirmIdentity);
  const disable = useDisableTwoFactor(userId, confirmIdentity);
  const form = useForm({
    initialValues: { code: '' },
    schema: ownAccount ? twoFactorCodeSchema : v.object({ code: v.string() }),
    trackUnsaved: false,
    onSubmit: async ({ code }) => {
      if (await disable.mutateAsync(code)) setDisabling(false);
    },
  });
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('manage')}</h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {ownAccount && (
          <Button
            variant="secondary"
            onClick={() =>
              remaining.mutate(undefined, { onSuccess: (data) => data && onCodes(data.recovery_codes) })
            }
            loading={remaining.isPending}
          >
            {t('showCodes')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            regenerate.mutate(undefined, { onSuccess: (data) => data && onCodes(data.recovery_codes) })
          }
          loading={regenerate.isPending}
        >
          {t('regenerate')}
        </Button>
        <Button variant="danger" onClick={() => setDisabling(true)}>
          {t('turnOffButton')}
        </Button>
      </div>
      <Dialog
        open={disabling}
        onClose={() => setDisabling(false)}
        role="alertdialog"
        title={t('turnOffTitle')}
        description={t('turnOffText')}
      >
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          {ownAccount && (
            <FormField label={t('appCode')} error={form.errors.code} required>
              <TextInput {...form.bind('code')} inputMode="numeric" autoComplete="one-time-code" />
            </FormField>
          )}
          <FormActions
            form={form}
            label={t('turnOff')}
            variant="danger"
            onCancel={() => setDisabling(false)}
            layout="dialog"
          />
        </form>
      </Dialog>
    </Card>
  );
}
