import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, ConfirmDialog, EmptyState, formatDate, formatRelative } from '@console/ui';

import { useRevokeTrustedDevice } from '../account.mutations';
import { accountQueries } from '../account.queries';

/** The devices that skip the code at sign-in, each revocable (after re-authentication). */
export function TrustedDevicesCard({
  userId,
  confirmIdentity,
}: {
  userId: number;
  confirmIdentity: () => Promise<boolean>;
}) {
  const { data: devices } = useSuspenseQuery(accountQueries.trustedDevices(userId));
  const [revoking, setRevoking] = useState<Schemas['TrustedDevice'] | null>(null);
  const revoke = useRevokeTrustedDevice(userId, confirmIdentity);
  return (
    <Card>
      <h2 className="text-base font-semibold">Trusted devices</h2>
      {devices.length === 0 ? (
        <EmptyState title="No trusted devices" description="Devices you trust at sign-in appear here." />
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">{device.name}</p>
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
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        title="Revoke this device?"
        message={`${revoking?.name ?? 'The device'} will need a two-factor code at its next sign-in.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
      />
    </Card>
  );
}
