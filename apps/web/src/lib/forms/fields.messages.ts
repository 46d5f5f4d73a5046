// The rules of the fields many forms share (name-field.ts): they load with the form screens' schemas, not with the
// sign-in page (docs/decisions/0049-languages.md).
import { defineMessages, getLocale } from '@console/ui/i18n';

export const fieldsMessages = defineMessages(
  {
    /** Under an empty name field (of a location, a network, a service type…). */
    enterName: 'Enter the name.',
    /** Under an empty first-name field of a person. */
    enterFirstName: 'Enter the first name.',
    /** Under an empty last-name field of a person. */
    enterLastName: 'Enter the last name.',
    /** Under a name field that is too long; {max} is the most characters allowed. */
    tooLong: 'Use at most {max} characters.',
    /** Under an empty code field (a short identifier used in addresses, like "fra-1"). */
    enterCode: 'Enter the code.',
    /** Under a code field with other characters than those allowed. */
    codeCharacters: 'Use lower-case letters, digits and dashes only.',
    /** Under an empty e-mail field. */
    enterEmail: 'Enter an e-mail address.',
    /** Under an e-mail field whose text is not an e-mail address; keep the example address as it is. */
    emailFormat: 'Enter an e-mail address like name@example.com.',
  },
  {
    de: () => import('./locales/fields.de.po?raw'),
    fr: () => import('./locales/fields.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
fieldsMessages.load(getLocale()).catch(() => undefined);
