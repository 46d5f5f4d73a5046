export { ProfilePage } from './components/profile-page';
export { ChangePasswordPage } from './components/change-password-page';
export { TwoFactorPage } from './components/two-factor-page';
export {
  PasswordPolicyChecklist,
  passwordPairSchemaFor,
  passwordSchemaFor,
} from './components/password-policy';
export { passwordPolicyQuery } from './account.queries';
