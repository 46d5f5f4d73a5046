import { Alert } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import { accountMessages } from '../account.messages';

/**
 * Says, in place of a credential's form, why it cannot change in a staff member's sign-in as the user
 * (docs/product-rules.md#sign-in-as-a-user); on the user's own screens, with the way back to their profile, whose
 * names still save.
 */
export function CredentialsLockedNote({ backToProfile = false }: { backToProfile?: boolean }) {
  const t = useMessages(accountMessages);
  const note = <Alert tone="info">{t('credentialsLocked')}</Alert>;
  if (!backToProfile) return note;
  // The link on the page's own background: inside the note its colour would not stand out enough.
  return (
    <div className="space-y-3">
      {note}
      <TextLink to="/profile" className="text-sm font-medium">
        {t('backToProfile')}
      </TextLink>
    </div>
  );
}
