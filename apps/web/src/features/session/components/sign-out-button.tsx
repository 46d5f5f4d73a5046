import { Button } from '@console/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { signOut as signOutOnServer } from '~/lib/session';

/**
 * Sign-out is a button, so that no navigation or preload can sign anyone out by itself. The console's by
 * default; the staff area passes its own sign-out and sign-in page.
 */
export function SignOutButton({
  signOut = signOutOnServer,
  to = '/login',
}: {
  signOut?: (queryClient: QueryClient) => void;
  to?: '/login' | '/admin/login';
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        signOut(queryClient);
        void router.navigate({ to, replace: true });
      }}
    >
      Sign out
    </Button>
  );
}
