// The words of the forms' shared pieces on every form and list screen (docs/decisions/0049-languages.md): the
// submit row's Cancel, a dialog's record loading afresh, the delete dialog that asks again, stored values in
// words. The leave prompt's are unsaved.messages.ts (every signed-in page), a conflict's conflict.messages.ts
// (the edit pages).
//
// `{what}` is the record as the screen names it ("this user", "the pool"): in German in the nominative ("dieser
// Benutzer", "die Einstellungen"), in French with its article ("cet utilisateur", "les paramètres"). The German
// sentences stand it apart (after a colon, in brackets), so that its case and number never change the verb.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const formMessages = defineMessages(
  {
    /** Button beside a form's submit button: leaves the form without saving. */
    cancel: 'Cancel',
    /** In a dialog that edits a record, while the record is read again; {what} is the record ("the pool"). */
    loadingRecord: 'Loading {what}…',
    /** In that dialog when the record could not be read; {what} is the record, {reason} says why (a sentence). */
    recordLoadFailed: '{what} could not be loaded: {reason}',
    /** Button beside that message: reads the record again. */
    tryAgain: 'Try again',
    /** Title of the delete question when someone changed the record since it was shown; {what} is the record ("this user"). */
    changedTitle: 'Someone changed {what} since you opened it',
    /** Text of that question, above the list of what changed. */
    changedQuestion: 'These changed. Delete it as it is now?',
    /** Name of that list, for screen readers. */
    whatChanged: 'What changed',
    /** Starts a line of that list, before the field's value as shown and as it is now ("Name: Ann → Anna"); {field} is the field's label. */
    fieldLabel: '{field}:',
    /** The delete button of that question. */
    deleteAnyway: 'Delete anyway',
    /** A stored value that is empty. */
    empty: '(empty)',
    /** A stored list of values that has none. */
    none: '(none)',
    /** A stored on/off value that is on. */
    yes: 'Yes',
    /** A stored on/off value that is off. */
    no: 'No',
    /** A part of a stored value made of several (an address): {name} is the part's name, {value} its value. */
    part: '{name}: {value}',
  },
  {
    de: () => import('./locales/form.de.po?raw'),
    fr: () => import('./locales/form.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
formMessages.load(getLocale()).catch(() => undefined);
