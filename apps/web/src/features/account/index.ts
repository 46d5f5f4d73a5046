export { ProfilePage } from './components/profile-page';
export { ChangePasswordPage } from './components/change-password-page';
export { OwnTwoFactorPage } from './components/own-two-factor-page';
export { TwoFactorSettings } from './components/two-factor-settings';
export { PasswordPolicyChecklist } from './components/password-policy';
export { passwordPairSchemaFor, passwordSchemaFor } from './account.schemas';
export { passwordPolicyQuery, twoFactorScreenQueries } from './account.queries';
export { NameFields } from './components/name-fields';
export { NewPasswordFields } from './components/new-password-fields';
