// The account's words (docs/decisions/0049-languages.md): the profile, the password change and the fields they
// share with the users' forms and the one-time links' pages (names, a new password and its policy).
import { defineMessages } from '@console/ui/i18n';

export const accountMessages = defineMessages(
  {
    /** Page heading of the signed-in person's profile. */
    profileTitle: 'Your profile',
    /** Fills "Someone else changed {what} while you were editing" on the profile (lower case, mid-sentence). */
    profileWhat: 'your profile',
    /** Label of the first-name field. */
    firstName: 'First name',
    /** Label of the last-name field. */
    lastName: 'Last name',
    /** Label of the e-mail address field. */
    email: 'E-mail',
    /** Submit button of the profile form. */
    saveProfile: 'Save profile',
    /** Link from the profile, page heading and submit button of the password change. */
    changePassword: 'Change password',
    /** Link from the profile to the two-factor settings, and their page heading. */
    twoFactor: 'Two-factor authentication',
    /** Label of the profile's language select. */
    language: 'Language',
    /** A language was chosen but its words could not be loaded; {language} is its own name (e.g. "Deutsch"). */
    languageNotLoaded: '{language} could not be loaded. Check your connection, then choose it again.',
    /** A language was chosen and is shown on this device, but the person's account could not keep it (offline); {language} is its own name (e.g. "Deutsch"). */
    languageNotSaved:
      '{language} is used on this device only: it could not be saved to your account. Check your connection and try again.',
    /** The button (or the toast's action) that tries again to save the language to the account. */
    languageTryAgain: 'Try again',
    /** Under the profile's language select in a staff member's sign-in as the user. */
    languageTabOnly:
      "Signed in as this user by staff: the language changes in this tab only, not on the user's account.",
    /** Why a credential cannot change in a staff member's sign-in as the user. */
    credentialsLocked:
      "Not allowed while signed in as this user by staff: passwords, e-mail addresses and two-factor settings stay the user's own.",
    /** Link under that note back to the profile. */
    backToProfile: 'Back to your profile',
    /** Label of the current-password field of the password change. */
    currentPassword: 'Current password',
    /** Label of the new-password field. */
    newPassword: 'New password',
    /** Label of the field that repeats the new password. */
    repeatPassword: 'Repeat the new password',
    /** Warning when the server's password rules could not be loaded. */
    policyFailed: 'The password rules could not be loaded; the server will still check them.',
    /** Name of the checklist of password rules under a new-password field, for screen readers. */
    requirements: 'Password requirements',
    /** After a met rule of that checklist, for screen readers only (with its leading space). */
    met: ' (met)',
    /** After a rule not yet met, for screen readers only (with its leading space). */
    notMet: ' (not met yet)',
    /** Password rule; {count} is the least number of characters. */
    ruleLength: 'At least {count, plural, one {# character} other {# characters}}',
    /** Password rule. */
    ruleUpper: 'An uppercase letter',
    /** Password rule. */
    ruleLower: 'A lowercase letter',
    /** Password rule. */
    ruleDigit: 'A digit',
    /** Password rule: a character that is neither a letter, a digit nor a space. */
    ruleSymbol: 'A symbol',
    /** Under the new password; {rules} lists the rules (each starting in lower case), separated by commas. */
    mustHave: 'The password must have: {rules}.',
    /** Under the new password when it is empty. */
    newPasswordEmpty: 'Enter a new password.',
    /** Under the repeated password when it differs (a password set through a link, or a user's). */
    passwordsDiffer: 'The two passwords are not the same.',
    /** Under the current password when it is empty. */
    currentPasswordEmpty: 'Enter your current password.',
    /** Under the repeated new password of the password change when it differs. */
    newPasswordsDiffer: 'The two new passwords are not the same.',
    /** Under the first-name field when it is empty. */
    firstNameEmpty: 'Enter your first name.',
    /** Under the last-name field when it is empty. */
    lastNameEmpty: 'Enter your last name.',
    /** Under the first-name field when it is too long. */
    firstNameLong: 'Keep the first name under 100 characters.',
    /** Under the last-name field when it is too long. */
    lastNameLong: 'Keep the last name under 100 characters.',
    /** Under the e-mail field when it is empty. */
    emailEmpty: 'Enter your e-mail address.',
    /** Under the e-mail field when it is not an e-mail address. */
    emailInvalid: 'Enter a valid e-mail address.',
    /** Notice once the profile is saved. */
    profileSaved: 'Your profile is saved.',
    /** Notice once the password is changed. */
    passwordChanged: 'Your password is changed.',
  },
  {
    de: () => import('./locales/account.de.po?raw'),
    fr: () => import('./locales/account.fr.po?raw'),
  },
);
