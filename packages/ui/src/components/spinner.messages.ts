// The spinner's default name (docs/decisions/0049-languages.md), alone: it loads with the first page.
import { defineMessages } from '../i18n/index.ts';

export const spinnerMessages = defineMessages(
  {
    /** Said to screen readers while something loads, when the page names nothing more precise. */
    loading: 'Loading',
  },
  { de: () => import('./locales/spinner.de.po?raw'), fr: () => import('./locales/spinner.fr.po?raw') },
);
