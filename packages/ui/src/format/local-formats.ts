// Which formats a value is written in: English's own (the spec's wording, no Intl) or, in German and French, the
// Intl ones of intl-formats.ts, which load before the tab switches to either (i18n/locale.ts,
// docs/decisions/0049-languages.md).
import { getLocale, loadedIntlFormats, type Locale, PSEUDO_LOCALE } from '../i18n/locale.ts';

/**
 * The tab's language (or `locale`, once the formats have loaded) and its Intl formats, or null in English (and
 * the pseudo-locale, which is English).
 */
export function localFormats(locale: Locale = getLocale()) {
  const formats = loadedIntlFormats();
  return locale === 'en' || locale === PSEUDO_LOCALE || !formats ? null : { locale, formats };
}
