import { SignOutButton } from '~/features/session';
import { signOutStaffOnServer } from '~/lib/session/staff-session';

/** Staff sign-out: clears the staff tokens only and goes to the staff sign-in. */
export function StaffSignOutButton() {
  return <SignOutButton signOut={signOutStaffOnServer} to="/admin/login" />;
}
