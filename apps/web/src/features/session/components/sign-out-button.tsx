import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@console/ui';
import { signOutEverywhere } from '~/lib/session';

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        signOutEverywhere(queryClient);
        void router.navigate({ to: '/login', replace: true });
      }}
    >
      Sign out
    </Button>
  );
}
