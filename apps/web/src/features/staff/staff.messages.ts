// The staff sign-in's words (docs/decisions/0049-languages.md): its pages, the sign-out page, and the banner of a
// staff member's sign-in as a user with its countdown.
import { defineMessages } from '@console/ui/i18n';

export const staffMessages = defineMessages(
  {
    /** Heading of the staff area's sign-in page. */
    signInTitle: 'Staff sign in',
    /** Text under that heading: staff sign in with their company account at an external identity provider. */
    signInText:
      "The staff area is for the provider's staff. You sign in with your company account at the identity provider.",
    /** Button of the staff sign-in page; it goes to the identity provider's sign-in. */
    continueWithProvider: 'Continue with the identity provider',
    /** Error when the identity provider came back without the one-time sign-in code. */
    noCode: 'The identity provider did not send a sign-in code.',
    /** Link back to the staff sign-in page after a failed sign-in. */
    tryAgain: 'Try signing in again',
    /** Spinner text while the sign-in code is exchanged for a session. */
    signingIn: 'Signing you in',
    /** Heading of the page that asks before signing out of the staff area. */
    signOutTitle: 'Sign out of the staff area',
    /** Text of that page while signed in. */
    signOutText:
      'This signs you out of the staff area in every tab. A console session in this browser stays signed in.',
    /** Button (a link) of that page that keeps the staff member signed in and goes to the staff dashboard. */
    staySignedIn: 'Stay signed in',
    /** Text of that page when nobody is signed in to the staff area; a "Sign in" link follows it. */
    signedOut: 'You are signed out.',
    /** Link to the staff sign-in page, after "You are signed out." */
    signIn: 'Sign in',
    /** Name of the banner (a landmark) shown while a staff member is signed in as a user. */
    bannerLabel: 'Staff sign-in',
    /** Banner text; {user} is the user's name, {staff} the staff member's name (both shown in bold). */
    signedInAs: 'Signed in as {user} by {staff} (staff).',
    /** Banner text after that; {staff} is the staff member's name, {user} the user's name. */
    recordedAs: 'Every action is recorded as done by {staff} on behalf of {user}.',
    /** Banner button that ends the session as the user. */
    endSession: 'End this session',
    /** The banner's countdown of the session as a user; {minutes} is the whole minutes left. */
    timeLeft: '{minutes, plural, =0 {Less than a minute left} one {# minute left} other {# minutes left}}',
    /** The banner's countdown once the session as a user is over. */
    sessionEnded: 'This session has ended',
    /** Announced to screen readers once, when 5 minutes of the session as a user are left. */
    fiveMinutesLeft: '5 minutes left in this session.',
  },
  {
    de: () => import('./locales/staff.de.po?raw'),
    fr: () => import('./locales/staff.fr.po?raw'),
  },
);
