// The two-factor settings' words (docs/decisions/0049-languages.md): one's own page and a user's.
import { defineMessages } from '@console/ui/i18n';

export const twoFactorMessages = defineMessages(
  {
    /** Heading of the status card. */
    status: 'Status',
    /** Badge: two-factor authentication is on. */
    enabled: 'Enabled',
    /** Badge: two-factor authentication is off. */
    disabled: 'Disabled',
    /** Beside the badge; {count} is the number of unused recovery codes. */
    codesLeft: '{count, plural, one {# recovery code left} other {# recovery codes left}}',
    /** Heading of the card that turns two-factor authentication on. */
    setupTitle: 'Set up two-factor authentication',
    /** Text of that card. */
    setupIntro: 'Sign-ins will ask for a code from an authenticator app as well as the password.',
    /** Button of that card. */
    setUp: 'Set up',
    /** Heading once the secret is made. */
    scanTitle: 'Scan the QR code',
    /** Text under it. */
    scanIntro:
      'Scan it with your authenticator app, or type the key, then enter the 6-digit code the app shows.',
    /** Alternative text of the QR code image. */
    qrAlt: 'QR code for your authenticator app',
    /** Heading of the secret key, beside the QR code. */
    key: 'Key',
    /** What the copy button copies, in lower case: the button reads "Copy key". */
    keyToCopy: 'key',
    /** Label of the field for the code the app shows. */
    appCode: 'Code from the app',
    /** Under that field when it is not six digits. */
    codeFormat: 'Enter the 6-digit code from your authenticator app.',
    /** Button that turns two-factor authentication on. */
    turnOn: 'Turn on',
    /** Heading of the card with the recovery codes and turning off. */
    manage: 'Manage',
    /** Button that shows the unused recovery codes. */
    showCodes: 'Show remaining recovery codes',
    /** Button that makes new recovery codes (the old ones stop working). */
    regenerate: 'Regenerate recovery codes',
    /** Button that opens the question to turn two-factor authentication off. */
    turnOffButton: 'Turn off two-factor authentication',
    /** Title of that question. */
    turnOffTitle: 'Turn off two-factor authentication?',
    /** Text of that question. */
    turnOffText: 'Sign-ins will need only the password. Recovery codes and trusted devices stop working.',
    /** Confirm button of that question. */
    turnOff: 'Turn off',
    /** Heading of the card with the recovery codes just made. */
    codesTitle: 'Your recovery codes',
    /** Warning on that card. */
    codesKeep: 'Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator.',
    /** Name of the list of codes, for screen readers. */
    codesList: 'Recovery codes',
    /** Button that copies the codes. */
    copy: 'Copy',
    /** Button that downloads the codes as a text file. */
    download: 'Download',
    /** Button that closes the card of codes. */
    saved: 'I saved them',
    /** Notice once the codes are copied. */
    copied: 'Recovery codes copied.',
    /** Error when the browser refused to copy. */
    copyFailed: 'Copying failed: select the codes and copy them by hand.',
    /** Heading of the card of trusted devices. */
    devicesTitle: 'Trusted devices',
    /** Heading when there is none. */
    devicesNone: 'No trusted devices',
    /** Text under it. */
    devicesNoneText: 'Devices you trust at sign-in appear here.',
    /** Under a device's name; {date} is when it was trusted, {when} how long ago it was last used ("2 days ago"). */
    deviceUsed: 'Trusted {date} · last used {when}',
    /** Under a device's name when it was never used; {date} is when it was trusted. */
    deviceUnused: 'Trusted {date} · never used yet',
    /** Button that makes a device ask for a code again, and confirm button of its question. */
    revoke: 'Revoke',
    /** Title of that question. */
    revokeTitle: 'Revoke this device?',
    /** Text of that question; {name} is the device's name. */
    revokeText: '{name} will need a two-factor code at its next sign-in.',
    /** The same when the device is not known any more (the dialog closing). */
    revokeTextUnnamed: 'The device will need a two-factor code at its next sign-in.',
    /** Title of the dialog that asks for the password before a two-factor change. */
    reauthTitle: "Confirm it's you",
    /** Text of that dialog. */
    reauthText: 'Enter your password to change two-factor settings.',
    /** Label of its password field. */
    password: 'Password',
    /** Under it when it is empty. */
    passwordEmpty: 'Enter your password.',
    /** Its submit button. */
    confirm: 'Confirm',
    /** Notice once two-factor authentication is on. */
    turnedOn: 'Two-factor authentication is on.',
    /** Notice once two-factor authentication is off. */
    turnedOff: 'Two-factor authentication is off.',
    /** Notice once new recovery codes are made. */
    regenerated: 'New recovery codes made; the old ones no longer work.',
    /** Notice once a device is revoked. */
    revoked: 'The device must use a code again at its next sign-in.',
  },
  {
    de: () => import('./locales/two-factor.de.po?raw'),
    fr: () => import('./locales/two-factor.fr.po?raw'),
  },
);
