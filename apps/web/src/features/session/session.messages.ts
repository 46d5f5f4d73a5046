// The sign-in page's words (docs/decisions/0049-languages.md), with the public pages' shared fields. They load
// with /login, whose bytes are budgeted (decision 0010): short keys.
import { defineMessages } from '@console/ui/i18n';

export const sessionMessages = defineMessages(
  {
    /** Heading of the sign-in page and its submit button. */
    signIn: 'Sign in',
    /** Label of the e-mail address field (sign-in, forgot password, the sign-in dialog). */
    email: 'E-mail',
    /** Label of the password field (sign-in, the sign-in dialog). */
    password: 'Password',
    /** Link under the sign-in form, and heading of the page it opens. */
    forgot: 'Forgot your password?',
    /** The eye button in a password field while the password is hidden, for screen readers. */
    showPw: 'Show password',
    /** The same button while the password is shown, for screen readers. */
    hidePw: 'Hide password',
    /** The visible text of that button while the password is hidden (short). */
    show: 'Show',
    /** Its visible text while the password is shown (short). */
    hide: 'Hide',
    /** Heading of the sign-in page's second step (an authenticator or recovery code). */
    twoFactor: 'Two-factor authentication',
    /** Link on the second step that goes back to e-mail and password. */
    back: 'Back',
    /** Sign-in failed for an unknown reason (no answer, a defect). */
    failed: 'Signing in failed. Please try again.',
    /** Sign-in refused: wrong e-mail or password. This English wording is fixed by the product. */
    wrong: 'The e-mail or password is not right. Check them and try again.',
    /** Sign-in refused: the account is deactivated (when the server gives no reason of its own). */
    inactive: 'This account is inactive.',
    /** Sign-in refused: too many failed attempts locked the account. */
    locked: 'This account is locked. Ask an account owner to unlock it.',
    /** Under the e-mail field when it is empty. */
    emailEmpty: 'Enter your e-mail address.',
    /** Under the e-mail field when it is not an e-mail address. */
    emailBad: 'Enter a valid e-mail address, like name@example.com.',
    /** Under the password field when it is empty. */
    pwEmpty: 'Enter your password.',
    /** Under the two-factor code field when it is empty. */
    codeEmpty: 'Enter the code.',
    /** Green notice on the sign-in page after a password reset through an e-mailed link. */
    pwChanged: 'Your password is changed. Sign in with your new password.',
    /** Green notice on the sign-in page after an invitation was accepted (the password set). */
    invited: 'Your account is active. Sign in with your e-mail and new password.',
  },
  {
    de: () => import('./locales/session.de.po?raw'),
    fr: () => import('./locales/session.fr.po?raw'),
  },
);
