// The password input's button (docs/decisions/0049-languages.md), alone: it loads with the sign-in page.
import { defineMessages } from '../i18n/index.ts';

export const passwordMessages = defineMessages(
  {
    /** The button in a password field that shows the typed password. */
    show: 'Show',
    /** The same button while the password is shown: hides it again. */
    hide: 'Hide',
    /** The show button's full name, for screen readers; it starts with the visible word "Show". */
    showPassword: 'Show password',
    /** The hide button's full name, for screen readers; it starts with the visible word "Hide". */
    hidePassword: 'Hide password',
  },
  { de: () => import('./locales/password.de.po?raw'), fr: () => import('./locales/password.fr.po?raw') },
);
