// What lib/ itself says (docs/decisions/0049-languages.md): a form's own messages, a refused write's words and the
// app's wording of the SDK's errors (error-text.ts). It loads with the sign-in page and the signed-in shell, so it
// holds nothing else: the field rules are fields.messages.ts, an edit form's edit-form.messages.ts, the screens'
// words their own catalogs.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const formsMessages = defineMessages(
  {
    /** A form's message when its save failed and nothing more precise is known. */
    savingFailed: 'Saving failed. Please try again.',
    /** Said when the server refused a change (403): the person's permissions changed since the page opened. */
    forbiddenWrite: 'You may no longer do this: your permissions have changed.',
    /** Said when the server answered that the record is gone (404). */
    goneWrite: 'This item no longer exists: someone may have deleted it.',
    /** After a refused change's sentence in a form: nothing typed was lost. */
    inputKept: 'What you typed is still here.',
    /** Link after a refused change: back to the list of the section the person is in. */
    backToList: 'Back to the list',
    /** Link after a refused change: to the start page. */
    goToDashboard: 'Go to the dashboard',
    /** A form's message after too many attempts (429); {wait} is e.g. "45 seconds" or "1 minute 5 seconds" (below), counting down. */
    tooManyAttempts: 'Too many attempts. Wait {wait}, then try again.',
    /** The wait of tooManyAttempts, under a minute. */
    waitSeconds: '{seconds, plural, one {# second} other {# seconds}}',
    /** The wait of tooManyAttempts, whole minutes. */
    waitMinutes: '{minutes, plural, one {# minute} other {# minutes}}',
    /** The wait of tooManyAttempts, minutes and seconds. */
    waitMinutesSeconds:
      '{minutes, plural, one {# minute} other {# minutes}} {seconds, plural, one {# second} other {# seconds}}',
    /** A request got no answer (network down or dropped). The English wording is fixed by the product rules. */
    networkError: 'Something went wrong. Please refresh the page or try again.',
    /** A request got no answer in time; {ms} is the time-out in milliseconds, as digits. The English wording is the SDK's. */
    timeoutError: 'The request timed out after {ms} ms.',
    /** A save met someone else's change to the same record (412). The English wording is the SDK's. */
    conflictError: 'Someone else changed this record since you opened it.',
    /** The sign-in expired and could not be renewed. The English wording is the SDK's. */
    sessionExpired: 'Your session has expired. Please sign in again.',
    /** A server's message about the data sent that names no field; {message} is the server's text, as sent. The English wording is fixed by the product rules. */
    unknownField: 'Unknown field: {message}',
    /** The server refused the data sent without saying why. The English wording is fixed by the product rules. */
    unknownValidation: 'An unknown error occurred.',
    /** The server failed without a message of its own. The English wording is fixed by the product rules. */
    genericError: 'An error occurred',
  },
  {
    de: () => import('./locales/forms.de.po?raw'),
    fr: () => import('./locales/forms.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
formsMessages.load(getLocale()).catch(() => undefined);
