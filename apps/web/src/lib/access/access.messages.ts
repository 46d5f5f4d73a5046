// The words of an alias-prefix privilege (docs/decisions/0049-languages.md), alone: lib/ loads with the first page.
import { defineMessages } from '@console/ui/i18n';

export const accessMessages = defineMessages(
  {
    /** A privilege's name on the role pages: every alias whatever its name's prefix. */
    aliasesAnyPrefix: 'Aliases of any granted prefix',
    /** A privilege's name on the role pages; {prefix} is the start of the aliases' names (e.g. "sales"). */
    aliasesWithPrefix: 'Aliases whose name starts with “{prefix}”',
  },
  { de: () => import('./locales/access.de.po?raw'), fr: () => import('./locales/access.fr.po?raw') },
);
