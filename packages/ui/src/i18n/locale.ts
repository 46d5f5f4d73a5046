// The language the console is shown in, one per tab (docs/decisions/0049-languages.md). English is the source:
// its messages are in the code and need nothing loaded; German and French load per catalog when chosen; the
// pseudo-locale is English made longer and accented, computed from it, for tests that look for hard-coded text
// and clipped layouts.
import { useSyncExternalStore } from 'react';

/** The languages a person can choose, as the API names them. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words: a person finds their language whatever the console is shown in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
/** The pseudo-locale: never offered to people; tests set it (in a browser: `console.language` = `en-XA` in localStorage). */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = Language | typeof PSEUDO_LOCALE;

export const isLocale = (value: unknown): value is Locale =>
  value === PSEUDO_LOCALE || (LANGUAGES as readonly unknown[]).includes(value);

/** Something that must be ready in a locale before the tab switches to it (a catalog of messages). */
export interface LocaleResource {
  load(locale: Locale): Promise<void>;
}

let current: Locale = 'en';
const listeners = new Set<() => void>();
const resources = new Set<LocaleResource>();

export const getLocale = (): Locale => current;

type IntlFormats = (typeof import('../format/intl-formats.ts'))['intlFormats'];
let intlFormats: IntlFormats | null = null;
/** The display formats of German and French (format/local-formats.ts), once a switch to either loaded them. */
export const loadedIntlFormats = () => intlFormats;

// The formats load with the first switch to German or French, before the tab changes language: in the first
// chunk, so a tab that starts in German has them before its first date is written.
resources.add({
  load: (locale) =>
    locale === 'en' || locale === PSEUDO_LOCALE || intlFormats
      ? Promise.resolve()
      : import('../format/intl-formats.ts').then((loaded) => {
          intlFormats = loaded.intlFormats;
        }),
});

/** Catalogs register when their module loads, so a switch can load every one already on screen first. */
export function registerLocaleResource(resource: LocaleResource): void {
  resources.add(resource);
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the tab to `locale` once every catalog loaded so far has its messages in it, so the screen changes
 * in one render: nothing suspends, nothing is unmounted, typed input stays. `<html lang>` follows.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([...resources].map((resource) => resource.load(locale)));
  if (locale === current) return;
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The tab's locale; the component renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, getLocale, getLocale);

/**
 * The first of the browser's preferred languages that the console is written in ('de-AT' → 'de'), else
 * English.
 */
export function browserLanguage(
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return 'en';
}
