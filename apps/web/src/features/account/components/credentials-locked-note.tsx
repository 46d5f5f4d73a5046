import { Alert } from '@console/ui';

import { CREDENTIALS_LOCKED_REASON } from '~/lib/session/staff-sso';

/** Says, in place of a credential's form, why it cannot change in a staff member's sign-in as the user. */
export function CredentialsLockedNote() {
  return <Alert tone="info">{CREDENTIALS_LOCKED_REASON}</Alert>;
}
