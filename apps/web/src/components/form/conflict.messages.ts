// The words of a form that edits a stored record when someone else changed it too, or when its save failed
// offline (record-conflict.tsx, docs/product-rules.md#two-people-one-record). `{what}` is the record as in
// form.messages.ts: in German in the nominative, in French with its article.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const conflictMessages = defineMessages(
  {
    /** The live stream says the record was deleted while the form is open; {who} is a person's name, {what} the record ("this user"). */
    deletedWhileEditing:
      '{who} deleted {what} while you were editing it. What you typed is still here, but it cannot be saved.',
    /** Heading above the fields both people changed; {what} is the record ("this user", "the settings"). */
    bothChangedTitle: 'Someone else changed {what} while you were editing',
    /** Text under that heading. */
    bothChangedText:
      'Their other changes are in the form. For each field below, keep yours or take theirs, then save again.',
    /** Label of the value the person typed, beside the other person's. */
    yours: 'Yours',
    /** Label of the value someone else saved meanwhile. */
    theirs: 'Theirs',
    /** Button: keep the value the person typed in this field. */
    keepMine: 'Keep mine',
    /** Button: take the value someone else saved in this field. */
    takeTheirs: 'Take theirs',
    /** Button: keep every value the person typed. */
    keepAllMine: 'Keep all mine',
    /** Button: take every value someone else saved. */
    takeAllTheirs: 'Take all theirs',
    /** Once the connection is back after a save failed offline; {what} is the record. */
    notSavedYet: 'Your changes to {what} are not saved yet.',
    /** Button beside that notice: sends the save again. */
    saveNow: 'Save them now',
    /** A notice while editing: the record changed on the server since the form opened; {what} is the record. */
    changedMeanwhile: 'Someone else changed {what} after you opened it.',
    /** Button beside that notice: takes the other person's values into the fields not touched here. */
    loadTheirs: 'Load their changes',
  },
  {
    de: () => import('./locales/conflict.de.po?raw'),
    fr: () => import('./locales/conflict.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
conflictMessages.load(getLocale()).catch(() => undefined);
