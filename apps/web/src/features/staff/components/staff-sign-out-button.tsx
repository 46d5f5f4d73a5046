import { Button } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { signOutStaff } from '~/lib/staff-session';

/** Staff sign-out: a button, so that no navigation or preload can sign anyone out by itself. */
export function StaffSignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        signOutStaff(queryClient);
        void router.navigate({ to: '/admin/login', replace: true });
      }}
    >
      Sign out
    </Button>
  );
}
