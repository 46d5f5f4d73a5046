// @console/ui/i18n: the languages of the console and of the kit (docs/decisions/0049-languages.md).
export {
  browserLanguage,
  changeLocale,
  getLocale,
  isLocale,
  LANGUAGE_NAMES,
  LANGUAGES,
  PSEUDO_LOCALE,
  subscribeLocale,
  useLocale,
  type Language,
  type Locale,
} from './locale.ts';
export { defineMessages, translate, useMessages, type Catalog, type Translate } from './messages.ts';
export type { MessageValues } from './icu.ts';
