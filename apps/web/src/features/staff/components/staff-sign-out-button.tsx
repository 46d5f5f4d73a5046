import { SignOutButton } from '~/features/session';
import { signOutStaff } from '~/lib/staff-session';

/** Staff sign-out: clears the staff tokens only and goes to the staff sign-in. */
export function StaffSignOutButton() {
  return <SignOutButton signOut={signOutStaff} to="/admin/login" />;
}
