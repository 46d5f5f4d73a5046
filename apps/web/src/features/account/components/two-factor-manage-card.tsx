import { useState } from 'react';
import * as v from 'valibot';

import { Alert, Button, Card, Dialog, FormField, TextInput } from '@console/ui';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRemainingRecoveryCodes,
} from '../account.mutations';
import { twoFactorCodeSchema } from '../account.schemas';

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
      <h2 className="text-base font-semibold">Manage</h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {ownAccount && (
          <Button
            variant="secondary"
            onClick={() =>
              remaining.mutate(undefined, { onSuccess: (data) => data && onCodes(data.recovery_codes) })
            }
            loading={remaining.isPending}
          >
            Show remaining recovery codes
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            regenerate.mutate(undefined, { onSuccess: (data) => data && onCodes(data.recovery_codes) })
          }
          loading={regenerate.isPending}
        >
          Regenerate recovery codes
        </Button>
        <Button variant="danger" onClick={() => setDisabling(true)}>
          Turn off two-factor authentication
        </Button>
      </div>
      <Dialog
        open={disabling}
        onClose={() => setDisabling(false)}
        role="alertdialog"
        title="Turn off two-factor authentication?"
        description="Sign-ins will need only the password. Recovery codes and trusted devices stop working."
      >
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          {ownAccount && (
            <FormField label="Code from the app" error={form.errors.code} required>
              <TextInput {...form.bind('code')} inputMode="numeric" autoComplete="one-time-code" />
            </FormField>
          )}
          <FormActions
            form={form}
            label="Turn off"
            variant="danger"
            onCancel={() => setDisabling(false)}
            layout="dialog"
          />
        </form>
      </Dialog>
    </Card>
  );
}
