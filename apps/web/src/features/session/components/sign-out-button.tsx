import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

import { Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { confirmLeavingUnsavedInput } from '~/lib/forms/unsaved-changes';
import { signOut as signOutOnServer } from '~/lib/session/session';
import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { signOutMessages } from '../sign-out.messages';

/**
 * Sign-out is a button, so that no navigation or preload can sign anyone out by itself. The console's by
 * default; the staff area passes its own sign-out and sign-in page. Unsaved input on the page is asked about
 * first (the leave prompt): "Stay" keeps the user signed in on the form. In a staff member's sign-in as a user
 * the console offers no Sign out: the banner's "End this session" is the way out (docs/product-rules.md#sign-in-as-a-user).
 */
export function SignOutButton({
  signOut = signOutOnServer,
  to = '/login',
}: {
  signOut?: (queryClient: QueryClient) => void;
  to?: '/login' | '/admin/login';
}) {
  const t = useMessages(signOutMessages);
  const router = useRouter();
  const queryClient = useQueryClient();
  const signedInByStaff = useCredentialsLocked();
  const signOutAndLeave = async () => {
    if (!(await confirmLeavingUnsavedInput())) return;
    signOut(queryClient);
    // Already asked: the prompt must not ask again for the move to the sign-in page.
    await router.navigate({ to, replace: true, ignoreBlocker: true });
  };
  if (signedInByStaff && to === '/login') return null;
  return (
    <Button variant="secondary" onClick={() => void signOutAndLeave()}>
      {t('signOut')}
    </Button>
  );
}
