import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, ConfirmDialog, EmptyState, formatDate, formatRelative } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useRevokeTrustedDevice } from '../account.mutations';
import { accountQueries } from '../account.queries';
import { twoFactorMessages } from '../two-factor.messages';

/** The devices that skip the code at sign-in, each revocable (after re-authentication). */
export function TrustedDevicesCard({
  userId,
  confirmIdentity,
}: {
  userId: number;
  confirmIdentity: () => Promise<boolean>;
}) {
  const t = useMessages(twoFactorMessages);
  const { data: devices } = useSuspenseQuery(accountQueries.trustedDevices(userId));
  const [revoking, setRevoking] = useState<Schemas['TrustedDevice'] | null>(null);
  const revoke = useRevokeTrustedDevice(userId, confirmIdentity);
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('devicesTitle')}</h2>
      {devices.length === 0 ? (
        <EmptyState title={t('devicesNone')} description={t('devicesNoneText')} />
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">{device.name}</p>
                <p className="text-xs text-fg-muted">
                  {device.last_used_at
                    ? t('deviceUsed', {
                        date: formatDate(device.created_at),
                        when: formatRelative(device.last_used_at),
                      })
                    : t('deviceUnused', { date: formatDate(device.created_at) })}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setRevoking(device)}>
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        title={t('revokeTitle')}
        message={revoking ? t('revokeText', { name: revoking.name }) : t('revokeTextUnnamed')}
        confirmLabel={t('revoke')}
        busy={revoke.isPending}
      />
    </Card>
  );
}
