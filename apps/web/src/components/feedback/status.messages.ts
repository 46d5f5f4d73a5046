// The words of the pages every route may show at once (not found, the app's error, loading): they load with the
// first chunk (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const statusMessages = defineMessages(
  {
    /** Heading of the page shown for an address that does not exist. */
    notFoundTitle: 'Page not found',
    /** Text of the page shown for an address that does not exist. */
    notFoundText: 'The page you asked for does not exist, or it was moved or deleted.',
    /** Heading of the page shown when the app itself failed (a defect); this English wording is fixed by the product. */
    errorTitle: 'Unexpected Application Error!',
    /** Text of the page shown when the app itself failed. */
    errorText: 'Something went wrong on this page. Reload it, or go back to the dashboard.',
    /** Link back to the console's start page. */
    homeLink: 'Go to the dashboard',
    /** Link back to the staff area's start page. */
    staffHomeLink: 'Go to the staff dashboard',
    /** Announced to screen readers while a page's data loads. */
    loading: 'Loading…',
    /** Announced while the signed-in person's rights load, before the console shows anything. */
    loadingWorkspace: 'Loading your workspace',
  },
  {
    de: () => import('./locales/status.de.po?raw'),
    fr: () => import('./locales/status.fr.po?raw'),
  },
);
