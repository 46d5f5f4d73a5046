export { StaffPlaceholder } from './components/staff-placeholder';
export { StaffLoginPage } from './components/staff-login-page';
export { StaffAuthCallbackPage } from './components/staff-auth-callback-page';
export { StaffLayout } from './components/staff-layout';
export { StaffLogoutPage } from './components/staff-logout-page';
export { StaffSignInBanner } from './components/staff-sign-in-banner';
