// The dialog that signs in again when a session expired over unsaved input (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const expiredMessages = defineMessages(
  {
    /** Title of the dialog that opens when the session expired while a form had unsaved input. */
    title: 'Your session has expired',
    /** Text at the top of that dialog. */
    intro: 'Sign in again to continue. What you typed is kept.',
    /** In that dialog, above the second step, for an account with two-factor authentication. */
    twoFactorIntro: 'Your account uses two-factor authentication.',
    /** Title of the question asked before signing out from that dialog. */
    leaveTitle: 'Sign out and lose your input?',
    /** Text of that question. */
    leaveText:
      'What you typed on this page has not been saved, and signing out loses it. To keep it, stay and sign in again.',
    /** Button of that question that goes back to signing in. */
    stay: 'Stay and sign in',
  },
  {
    de: () => import('./locales/expired.de.po?raw'),
    fr: () => import('./locales/expired.fr.po?raw'),
  },
);
