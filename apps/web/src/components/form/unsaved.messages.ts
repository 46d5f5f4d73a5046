// The leave prompt's words (docs/product-rules.md#leaving-unsaved-input): every signed-in page's shell has the
// prompt, so its catalog is only these.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const unsavedMessages = defineMessages(
  {
    /** Title of the question when a page with unsaved input is being left. */
    leaveTitle: 'Leave this page?',
    /** Text of that question (unless the form has words of its own, e.g. uploads still on their way). */
    leaveText: 'What you entered is not saved yet. If you leave, it is lost.',
    /** Button that stays on the page (it has the focus). */
    stay: 'Stay on this page',
    /** Button that leaves the page and loses the input. */
    leave: 'Leave page',
  },
  {
    de: () => import('./locales/unsaved.de.po?raw'),
    fr: () => import('./locales/unsaved.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
unsavedMessages.load(getLocale()).catch(() => undefined);
