import { Alert } from '@console/ui';

import { TextLink } from '~/components/navigation';
import { CREDENTIALS_LOCKED_REASON } from '~/lib/session/staff-sso';

/**
 * Says, in place of a credential's form, why it cannot change in a staff member's sign-in as the user
 * (docs/product-rules.md#sign-in-as-a-user); on the user's own screens, with the way back to their profile, whose
 * names still save.
 */
export function CredentialsLockedNote({ backToProfile = false }: { backToProfile?: boolean }) {
  return (
    <Alert tone="info" className="space-y-2">
      <p>{CREDENTIALS_LOCKED_REASON}</p>
      {backToProfile && (
        <p>
          <TextLink to="/profile" className="font-medium">
            Back to your profile
          </TextLink>
        </p>
      )}
    </Alert>
  );
}
