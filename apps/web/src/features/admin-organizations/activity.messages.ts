// The words of an organisation's recent activity (docs/decisions/0049-languages.md): apart from the
// organisations' catalog because the staff dashboard shows the same list and should not load that catalog.
import { defineMessages } from '@console/ui/i18n';

export const recentActivityMessages = defineMessages(
  {
    /** When the audit log has no entry yet. */
    noActivity: 'No activity yet',
  },
  {
    de: () => import('./locales/activity.de.po?raw'),
    fr: () => import('./locales/activity.fr.po?raw'),
  },
);
