// The header's sign-out button (docs/decisions/0049-languages.md): a catalog of its own, as the button loads with
// every signed-in page's shell (budget, decision 0010).
import { defineMessages } from '@console/ui/i18n';

export const signOutMessages = defineMessages(
  {
    /** Button that signs the person out (the header; the session-expired dialog). */
    signOut: 'Sign out',
  },
  {
    de: () => import('./locales/sign-out.de.po?raw'),
    fr: () => import('./locales/sign-out.fr.po?raw'),
  },
);
