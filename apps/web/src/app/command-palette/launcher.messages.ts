// The header's search button (docs/decisions/0049-languages.md), alone: it is on every signed-in page, the
// palette's own words load with the palette (palette.messages.ts).
import { defineMessages } from '@console/ui/i18n';

export const launcherMessages = defineMessages(
  {
    /** The header's button that opens the command palette (search and commands). */
    search: 'Search',
    /** Beside it: the key chord that opens the palette, as written on the keys (Ctrl is "Strg" on German keyboards). */
    chord: 'Ctrl K',
  },
  {
    de: () => import('./locales/launcher.de.po?raw'),
    fr: () => import('./locales/launcher.fr.po?raw'),
  },
);
