// The second sign-in step's words (docs/decisions/0049-languages.md): they load with the step, after the first.
import { defineMessages } from '@console/ui/i18n';

export const twoFactorMessages = defineMessages(
  {
    /** Under the heading of the second sign-in step, when the authenticator app's code is asked for. */
    codeIntro: 'Enter the 6-digit code from your authenticator app.',
    /** Under the heading of the second sign-in step, when a recovery code is asked for. */
    recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
    /** Label of the code field when it asks for the authenticator app's code. */
    codeLabel: 'Authentication code',
    /** Label of the code field when it asks for a recovery code. */
    recoveryLabel: 'Recovery code',
    /** Checkbox: skip the second step on this browser for 30 days. */
    trustDevice: 'Trust this device for 30 days',
    /** Submit button of the second step. */
    verify: 'Verify and sign in',
    /** Link that switches the field to the authenticator app's code. */
    useCode: 'Use an authentication code',
    /** Link that switches the field to a recovery code. */
    useRecovery: 'Use a recovery code',
    /** Error when the code was refused. */
    codeWrong: 'That code did not work. Check it and try again.',
  },
  {
    de: () => import('./locales/two-factor.de.po?raw'),
    fr: () => import('./locales/two-factor.fr.po?raw'),
  },
);
