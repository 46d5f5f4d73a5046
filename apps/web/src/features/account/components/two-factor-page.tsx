import type { Schemas } from '@console/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  FormField,
  PageHeader,
  Spinner,
  TextInput,
  formatDate,
  formatRelative,
  toast,
} from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { api } from '~/lib/api';
import { saveFile } from '~/lib/save-file';
import { useForm } from '~/lib/forms';
import { accountQueries } from '../account.queries';
import { twoFactorCodeSchema } from '../account.schemas';
import { useReauth } from './reauth-dialog';

/** Two-factor settings of one user: the signed-in user's own (/two_factor_auth) or another's (users:edit). */
export function TwoFactorPage({ userId, subject }: { userId: number; subject: 'own' | string }) {
  const status = useQuery(accountQueries.twoFactorStatus(userId));
  const reauth = useReauth();
  const [codes, setCodes] = useState<string[] | null>(null);
  const title = subject === 'own' ? 'Two-factor authentication' : `Two-factor authentication of ${subject}`;

  return (
    <>
      <PageHeader title={title} />
      {reauth.dialog}
      {status.isPending && <Spinner label="Loading two-factor status" />}
      {status.isError && <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />}
      {status.data && (
        <div className="grid max-w-3xl gap-6">
          <Card>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-base font-semibold">Status</h2>
              <Badge tone={status.data.enabled ? 'success' : 'neutral'}>
                {status.data.enabled ? 'Enabled' : 'Disabled'}
              </Badge>
              {status.data.enabled && (
                <span className="text-sm text-fg-muted">
                  {status.data.recovery_codes_left} recovery codes left
                </span>
              )}
            </div>
          </Card>
          {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
          {status.data.enabled ? (
            <EnabledActions
              userId={userId}
              confirmIdentity={reauth.confirmIdentity}
              onCodes={setCodes}
              ownAccount={subject === 'own'}
            />
          ) : (
            <Setup userId={userId} confirmIdentity={reauth.confirmIdentity} onCodes={setCodes} />
          )}
          <TrustedDevices userId={userId} confirmIdentity={reauth.confirmIdentity} />
        </div>
      )}
    </>
  );
}

interface ActionProps {
  userId: number;
  confirmIdentity: () => Promise<boolean>;
  onCodes?: (codes: string[]) => void;
  /** Turning off one's own two-factor needs a current code; an account owner turning off another's does not. */
  ownAccount?: boolean;
}

function Setup({ userId, confirmIdentity, onCodes }: ActionProps) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Schemas['TwoFactorSetup'] | null>(null);
  const start = useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.GET('/user/{id}/2fa/setup', { params: { path: { id: userId } } })).data;
    },
    onSuccess: (data) => data && setSetup(data),
  });
  const form = useForm({
    initialValues: { code: '' },
    schema: twoFactorCodeSchema,
    onSubmit: async ({ code }) => {
      const { data } = await api.POST('/user/{id}/2fa/enable', {
        params: { path: { id: userId } },
        body: { code },
      });
      onCodes?.(data.recovery_codes);
      setSetup(null);
      toast.success('Two-factor authentication is on.');
      await queryClient.invalidateQueries({ queryKey: accountQueries.twoFactor(userId) });
    },
  });

  if (!setup) {
    return (
      <Card>
        <h2 className="text-base font-semibold">Set up two-factor authentication</h2>
        <p className="mt-1 text-sm text-fg-muted">
          Sign-ins will ask for a code from an authenticator app as well as the password.
        </p>
        <Button className="mt-4" onClick={() => start.mutate()} loading={start.isPending}>
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
        <Button type="submit" loading={form.submitting}>
          Turn on
        </Button>
      </form>
    </Card>
  );
}

function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(value, { margin: 1, width: 176 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img
      src={src}
      width={176}
      height={176}
      alt="QR code for your authenticator app"
      className="rounded bg-white p-1"
    />
  ) : (
    <div className="size-44 animate-pulse rounded bg-surface-muted" />
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => saveFile(new Blob([text + '\n'], { type: 'text/plain' }), 'recovery-codes.txt');
  return (
    <Card>
      <h2 className="text-base font-semibold">Your recovery codes</h2>
      <Alert tone="warning">
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-4"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast.success('Recovery codes copied.'),
              () => toast.error('Copying failed: select the codes and copy them by hand.'),
            )
          }
        >
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </Card>
  );
}

function EnabledActions({ userId, confirmIdentity, onCodes, ownAccount }: ActionProps) {
  const queryClient = useQueryClient();
  const [disabling, setDisabling] = useState(false);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: accountQueries.twoFactor(userId) });
  const regenerate = useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.POST('/user/{id}/2fa/recoverycodes/regenerate', { params: { path: { id: userId } } }))
        .data;
    },
    onSuccess: async (data) => {
      if (!data) return;
      onCodes?.(data.recovery_codes);
      toast.success('New recovery codes made; the old ones no longer work.');
      await invalidate();
    },
  });
  // The unused codes, after re-authentication (GET /user/{id}/2fa/recoverycodes).
  const remaining = useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.GET('/user/{id}/2fa/recoverycodes', { params: { path: { id: userId } } })).data;
    },
    onSuccess: (data) => data && onCodes?.(data.recovery_codes),
  });
  const form = useForm({
    initialValues: { code: '' },
    schema: ownAccount ? twoFactorCodeSchema : v.object({ code: v.string() }),
    trackUnsaved: false,
    onSubmit: async ({ code }) => {
      if (!(await confirmIdentity())) return;
      await api.POST('/user/{id}/2fa/disable', {
        params: { path: { id: userId } },
        body: code ? { code } : {},
      });
      setDisabling(false);
      toast.success('Two-factor authentication is off.');
      await invalidate();
    },
  });
  return (
    <Card>
      <h2 className="text-base font-semibold">Manage</h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {ownAccount && (
          <Button variant="secondary" onClick={() => remaining.mutate()} loading={remaining.isPending}>
            Show remaining recovery codes
          </Button>
        )}
        <Button variant="secondary" onClick={() => regenerate.mutate()} loading={regenerate.isPending}>
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
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDisabling(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={form.submitting}>
              Turn off
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}

function TrustedDevices({ userId, confirmIdentity }: ActionProps) {
  const queryClient = useQueryClient();
  const devices = useQuery(accountQueries.trustedDevices(userId));
  const [revoking, setRevoking] = useState<Schemas['TrustedDevice'] | null>(null);
  const revoke = useMutation({
    mutationFn: async (deviceId: number) => {
      if (!(await confirmIdentity())) return false;
      await api.DELETE('/user/{id}/2fa/trusteddevice/{deviceId}', {
        params: { path: { id: userId, deviceId } },
      });
      return true;
    },
    onSuccess: async (done) => {
      setRevoking(null);
      if (!done) return;
      toast.success('The device must use a code again at its next sign-in.');
      await queryClient.invalidateQueries({ queryKey: accountQueries.trustedDevices(userId).queryKey });
    },
  });
  return (
    <Card>
      <h2 className="text-base font-semibold">Trusted devices</h2>
      {devices.isPending && <Spinner label="Loading trusted devices" />}
      {devices.isError && (
        <ErrorState message={devices.error.message} onRetry={() => void devices.refetch()} />
      )}
      {devices.data?.length === 0 && (
        <EmptyState title="No trusted devices" description="Devices you trust at sign-in appear here." />
      )}
      {devices.data && devices.data.length > 0 && (
        <ul className="mt-3 divide-y divide-border">
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="text-sm font-medium">{device.name}</p>
                <p className="text-xs text-fg-muted">
                  Trusted {formatDate(device.created_at)} ·{' '}
                  {device.last_used_at
                    ? `last used ${formatRelative(device.last_used_at)}`
                    : 'never used yet'}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setRevoking(device)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        title="Revoke this device?"
        message={`${revoking?.name ?? 'The device'} will need a two-factor code at its next sign-in.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
      />
    </Card>
  );
}
