// The kit's words on every signed-in page (docs/decisions/0049-languages.md): the page header's and the toasts'.
import { defineMessages } from './i18n/index.ts';

export const kitShellMessages = defineMessages(
  {
    /** Name of the breadcrumb navigation above a page's heading, for screen readers. */
    breadcrumb: 'Breadcrumb',
    /** Name of the area where notifications (toasts) appear, for screen readers. */
    notifications: 'Notifications',
    /** Name of the × button on a notification (toast), for screen readers. */
    closeNotification: 'Close toast',
  },
  { de: () => import('./locales/kit-shell.de.po?raw'), fr: () => import('./locales/kit-shell.fr.po?raw') },
);
