// Which formats a value is written in: English's own (the spec's wording, no Intl) or, in German and French, the
// Intl ones of intl-formats.ts, which load before the tab switches to either (docs/decisions/0049-languages.md).
import { getLocale, PSEUDO_LOCALE, registerLocaleResource } from '../i18n/locale.ts';

type IntlFormats = (typeof import('./intl-formats.ts'))['intlFormats'];
let intlFormats: IntlFormats | null = null;

registerLocaleResource({
  load: (locale) =>
    locale === 'en' || locale === PSEUDO_LOCALE || intlFormats
      ? Promise.resolve()
      : import('./intl-formats.ts').then((loaded) => {
          intlFormats = loaded.intlFormats;
        }),
});

/** The tab's language and its Intl formats, or null in English (and the pseudo-locale, which is English). */
export function localFormats(): { locale: 'de' | 'fr'; formats: IntlFormats } | null {
  const locale = getLocale();
  return locale === 'en' || locale === PSEUDO_LOCALE || !intlFormats
    ? null
    : { locale, formats: intlFormats };
}
