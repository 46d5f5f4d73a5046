// The words of failed loads and refusals (docs/decisions/0049-languages.md); they load with the screens that
// show them.
import { defineMessages } from '@console/ui/i18n';

export const feedbackMessages = defineMessages(
  {
    /** Heading of a page whose data could not be loaded (network or server trouble). */
    loadFailedTitle: 'This page could not be loaded',
    /** Under that heading while the browser is offline. */
    loadFailedOffline: 'You are offline. It loads by itself when the connection is back.',
    /** Under that heading when the request got no answer. */
    loadFailedNetwork: 'Check your connection, then try again.',
    /** Under that heading when the server answered with an error. */
    loadFailedServer:
      'The server could not answer just now. Try again in a moment; if it keeps failing, contact support.',
    /** Heading when the app itself failed (a defect); this English wording is fixed by the product. */
    appErrorTitle: 'Unexpected Application Error!',
    /** Text when the app itself failed while showing a page. */
    appErrorText: 'Something went wrong on this page. Try again, or go back to the dashboard.',
    /** Button that loads the failed page again. */
    tryAgain: 'Try again',
    /** Heading of the page shown when the person's role lacks the right to open a page. */
    unauthorizedTitle: "You don't have access to this page",
    /** Text of that page in the customer console. */
    unauthorizedConsole:
      'Your role does not include the privilege this page needs. Ask an account owner if you need it.',
    /** Text of that page in a staff-only installation. */
    unauthorizedStaffOnly: 'Your role does not allow this. Ask an Administrator if you need it.',
    /** Heading when a staff member's role cannot make a change. */
    staffUnauthorizedTitle: 'Your staff role cannot do this',
    /** Text under that heading. */
    staffUnauthorizedText:
      'Your staff role can read the staff area but not make this change. Ask an Administrator if you need it done.',
    /** Heading of the staff area's page for a record that no longer exists. */
    staffNotFoundTitle: 'Not found',
    /** Text under that heading. */
    staffNotFoundText:
      'What you opened does not exist in the staff area: it may have been deleted, or the address is wrong.',
    /** A quiet notice when refreshing the page's data in the background failed. */
    refetchFailed: 'Could not refresh this page. What you see may be out of date; nothing you typed is lost.',
    /** Button beside that notice. */
    retry: 'Retry',
    /** Development only: shown when the development server takes long to compile a screen. */
    devCompiling:
      'The development server is compiling this screen for its first visit; later visits are quick.',
  },
  {
    de: () => import('./locales/feedback.de.po?raw'),
    fr: () => import('./locales/feedback.fr.po?raw'),
  },
);
