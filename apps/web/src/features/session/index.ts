export { LoginPage } from './components/login-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { AcceptInvitationPage } from './components/accept-invitation-page';
export { SsoLoginPage } from './components/sso-login-page';
export { SessionGuardian } from './components/session-guardian';
export { SignOutButton } from './components/sign-out-button';
