// What a form that edits a stored record says itself (edit-form.ts): it loads with the edit pages.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const editFormMessages = defineMessages(
  {
    /** A form's message when its save failed because the browser is offline; what was typed stays in the form. */
    offlineSave: 'Not saved: the browser is offline. What you typed stays here.',
    /** A form's message when Save is pressed while fields someone else changed meanwhile are not yet settled. */
    settleConflicts: 'Choose yours or theirs for each field that changed, then save again.',
  },
  {
    de: () => import('./locales/edit-form.de.po?raw'),
    fr: () => import('./locales/edit-form.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
editFormMessages.load(getLocale()).catch(() => undefined);
