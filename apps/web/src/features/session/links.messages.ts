// The pages of e-mailed links (docs/decisions/0049-languages.md): forgot password, reset password, invitation, a
// staff member's sign-in as a user. Each loads with its own page, not with the sign-in page.
import { defineMessages } from '@console/ui/i18n';

export const linksMessages = defineMessages(
  {
    /** Under the forgot-password heading. */
    forgotIntro: 'Enter your e-mail and we will send you a reset link.',
    /** Button of the forgot-password form. */
    sendLink: 'Send reset link',
    /** Link back to the sign-in page. */
    backToSignIn: 'Back to sign in',
    /** Heading once the reset link was asked for. */
    checkEmail: 'Check your e-mail',
    /** Text under it; {email} is the address typed (shown in bold). */
    sentTo:
      'If an account exists for {email}, we sent it a link to choose a new password. The link works once and expires soon.',
    /** Busy indicator while a reset link is checked. */
    checkingReset: 'Checking your reset link',
    /** Heading when a reset link was used, expired or is unknown. */
    resetGone: 'This reset link no longer works',
    /** Text under that heading. */
    resetGoneAdvice:
      'Reset links work once and expire after a while. Ask for a new one and use the latest e-mail.',
    /** Heading when checking a link failed for another reason (the reason is shown below it). */
    failed: 'Something went wrong',
    /** Link to the forgot-password page from a reset link that no longer works. */
    askNewLink: 'Ask for a new reset link',
    /** Heading of the new-password form of a reset link. */
    chooseTitle: 'Choose a new password',
    /** Under that heading; {email} is the account's address, partly masked (j•••@example.com). */
    resetFor: 'For {email}',
    /** Submit button of that form. */
    setNew: 'Set new password',
    /** Busy indicator while an invitation link is checked. */
    checkingInvitation: 'Checking your invitation',
    /** Heading when an invitation link was used, expired or replaced by a newer one. */
    invitationGone: 'This invitation no longer works',
    /** Text under that heading. */
    invitationGoneAdvice:
      'An invitation works once and expires after a week; a newer one replaces it. Use the latest e-mail, or ask your provider to send the invitation again. If you have already set your password, sign in.',
    /** Link to the sign-in page from an invitation that no longer works. */
    goToSignIn: 'Go to sign-in',
    /** Heading of the invitation page; {name} is the invited person's first name. */
    welcome: 'Welcome, {name}',
    /** Under it; {organization} is the customer's name, {email} the invitee's address, partly masked. */
    invitedAs:
      'You are invited as the account owner of {organization} ({email}). Choose your password to activate your account.',
    /** Submit button of the invitation form. */
    activate: 'Set password and activate',
    /** Heading when a staff member's sign-in-as-a-user link failed. */
    ssoGone: 'This sign-in link no longer works',
    /** The reason when that link was opened without a staff session in this browser. */
    ssoNoStaff: 'Open this link from the staff area, signed in as staff, in this browser.',
    /** Link to the sign-in page from that failure. */
    goToSignInPage: 'Go to sign in',
    /** Busy indicator while a staff member's sign-in as a user goes on. */
    signingIn: 'Signing you in',
  },
  {
    de: () => import('./locales/links.de.po?raw'),
    fr: () => import('./locales/links.fr.po?raw'),
  },
);
