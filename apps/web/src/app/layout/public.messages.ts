// The words of the public pages' frame (docs/decisions/0049-languages.md): the language select under the card.
// Apart from the signed-in frame's, so the sign-in page carries only these.
import { defineMessages } from '@console/ui/i18n';

export const publicMessages = defineMessages(
  {
    /** Label of the language selector under the sign-in pages' card. */
    language: 'Language',
    /** A language was chosen but its words could not be loaded; {language} is its own name (e.g. "Deutsch"). */
    languageNotLoaded: '{language} could not be loaded. Check your connection, then choose it again.',
  },
  {
    de: () => import('./locales/public.de.po?raw'),
    fr: () => import('./locales/public.fr.po?raw'),
  },
);
