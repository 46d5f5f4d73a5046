import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { accountQueries } from '../account.queries';
import { CredentialsLockedNote } from './credentials-locked-note';
import { useReauth } from './reauth-dialog';
import { RecoveryCodesCard } from './recovery-codes-card';
import { TrustedDevicesCard } from './trusted-devices-card';
import { TwoFactorManageCard } from './two-factor-manage-card';
import { TwoFactorSetupCard } from './two-factor-setup-card';
import { TwoFactorStatusCard } from './two-factor-status-card';

/**
 * Two-factor settings of one user: the signed-in user's own, or another's (for those who may edit users).
 * The route's loader has loaded the status and the trusted devices.
 */
export function TwoFactorSettings({ userId, ownAccount }: { userId: number; ownAccount: boolean }) {
  const { data: status } = useSuspenseQuery(accountQueries.twoFactorStatus(userId));
  const reauth = useReauth();
  // Shown once, right after they are made; never fetched again.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (useCredentialsLocked())
    return (
      <div className="grid max-w-3xl gap-6">
        <CredentialsLockedNote backToProfile={ownAccount} />
        <TwoFactorStatusCard status={status} />
      </div>
    );
  return (
    <div className="grid max-w-3xl gap-6">
      {reauth.dialog}
      <TwoFactorStatusCard status={status} />
      {codes && <RecoveryCodesCard codes={codes} onDone={() => setCodes(null)} />}
      {status.enabled ? (
        <TwoFactorManageCard
          userId={userId}
          confirmIdentity={reauth.confirmIdentity}
          onCodes={setCodes}
          ownAccount={ownAccount}
        />
      ) : (
        <TwoFactorSetupCard userId={userId} confirmIdentity={reauth.confirmIdentity} onCodes={setCodes} />
      )}
      <TrustedDevicesCard userId={userId} confirmIdentity={reauth.confirmIdentity} />
    </div>
  );
}
