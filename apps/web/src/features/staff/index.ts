export { StaffLoginPage } from './components/staff-login-page';
export { StaffAuthCallbackPage } from './components/staff-auth-callback-page';
export { StaffSessionGuardian } from './components/staff-session-guardian';
export { StaffSignOutButton } from './components/staff-sign-out-button';
export { StaffLogoutPage } from './components/staff-logout-page';
export { EndStaffSignInButton, StaffSignInBanner } from './components/staff-sign-in-banner';
export { useEndStaffSignIn } from './end-staff-sign-in';
