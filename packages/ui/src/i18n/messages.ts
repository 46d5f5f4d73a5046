// A domain's messages (docs/decisions/0049-languages.md): the English ones written in its `<domain>.messages.ts`
// with a comment for translators each, the German and French ones in `locales/<language>.po` beside it, loaded
// only when the tab is in that language. Keys are typed: a key the English catalog lacks fails the type-check.
import { use } from 'react';

import { formatNodes, type MessageFormatters, type MessageNode, type MessageValues } from './icu.ts';
import { parseMessage } from './icu-parse.ts';
import {
  getLocale,
  type Language,
  type Locale,
  PSEUDO_LOCALE,
  registerLocaleResource,
  useLocale,
} from './locale.ts';

type Translated = Exclude<Language, 'en'>;
/** What only ICU's reader can write out: a value, a plural or select, or ICU's quoting of an apostrophe. */
const NEEDS_READING = /[{}]|''/;

/** A language's PO file, as text (`import('./locales/de.po?raw')`). */
type PoLoader = () => Promise<{ default: string }>;

export interface Catalog<Key extends string> {
  /** The English messages by key (ICU MessageFormat). */
  readonly source: Readonly<Record<Key, string>>;
  /**
   * Loads the messages of `locale` (the pseudo-locale's change of the English; nothing for English): one promise
   * per locale for as long as it does not fail, which says when it has settled (`status`, as React's `use()`
   * reads it).
   */
  load(locale: Locale): Promise<void>;
  /** The read message of `key` in `locale`, English where the translation is missing or not loaded. */
  message(locale: Locale, key: Key): MessageNode[];
  /** True when `locale`'s messages are here (or need nothing loaded). */
  ready(locale: Locale): boolean;
}

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** A load that says when it has settled, as React's `use()` reads it: once it has, `use()` returns at once. */
type Loading = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

function tracked(promise: Promise<void>): Loading {
  const loading: Loading = promise;
  loading.status = 'pending';
  // The handlers return nothing: returning `loading` itself would make this derived promise adopt its
  // rejection, a rejection nobody handles.
  promise.then(
    () => {
      loading.status = 'fulfilled';
    },
    (reason: unknown) => {
      loading.status = 'rejected';
      loading.reason = reason;
    },
  );
  return loading;
}

const ENGLISH: Loading = tracked(Promise.resolve());

// The pseudo-locale's text changes load with the first switch to it (tests): English pays nothing for them.
let pseudoMessage: ((nodes: MessageNode[]) => MessageNode[]) | null = null;
let pseudoLoading: Loading | undefined;
// One promise for every catalog, so a screen waiting for it suspends once.
const loadPseudo = () =>
  (pseudoLoading ??= tracked(
    import('./pseudo.ts').then((pseudo) => {
      pseudoMessage = pseudo.pseudoMessage;
    }),
  ));

/**
 * A number in an English message: counts (whole numbers) grouped by commas without Intl, whose first call
 * loads the browser's locale data (format/number.ts says why); the rare fraction through Intl, as
 * format/number.ts writes it (number.test.ts holds that to Intl).
 */
const englishNumber = (value: number) =>
  Number.isInteger(value) && Math.abs(value) < 2 ** 53
    ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const formatterCache = new Map<Locale, MessageFormatters>();
function formattersOf(locale: Locale): MessageFormatters {
  let formatters = formatterCache.get(locale);
  if (!formatters) {
    const language = locale === PSEUDO_LOCALE ? 'en' : locale;
    const plurals = new Intl.PluralRules(language);
    // English numbers need no Intl (its first call loads locale data: format/number.ts).
    const numbers = language === 'en' ? null : new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    formatters = {
      pluralOf: (count) => plurals.select(count),
      number: (value) => (numbers ? numbers.format(value) : englishNumber(value)),
    };
    formatterCache.set(locale, formatters);
  }
  return formatters;
}

/** Declares a domain's messages; `translations` are its PO files, loaded on demand. */
export function defineMessages<const Messages extends Record<string, string>>(
  source: Messages,
  translations: Record<Translated, PoLoader>,
): Catalog<keyof Messages & string> {
  type Key = keyof Messages & string;
  const parsed = new Map<string, MessageNode[]>();
  const loaded = new Map<Locale, Map<string, MessageNode[]>>();
  const loading = new Map<Locale, Loading>();
  const english = (key: Key): MessageNode[] => {
    const text: string | MessageNode[] = source[key] ?? key;
    // The build has read every English message that needs it (apps/web/scripts/precompiled-messages.ts), so
    // the reader stays out of the first chunk; tests and the development server read them here.
    if (typeof text !== 'string') return text;
    if (import.meta.env.PROD || !NEEDS_READING.test(text)) return [text];
    let nodes = parsed.get(key);
    if (!nodes) {
      nodes = parseMessage(text);
      parsed.set(key, nodes);
    }
    return nodes;
  };
  const catalog: Catalog<Key> = {
    source,
    ready: (locale) =>
      locale === 'en' || (locale === PSEUDO_LOCALE ? pseudoMessage !== null : loaded.has(locale)),
    load(locale) {
      if (locale === 'en') return ENGLISH;
      if (locale === PSEUDO_LOCALE) return loadPseudo();
      let promise = loading.get(locale);
      if (!promise) {
        const loader = translations[locale];
        promise = tracked(
          Promise.all([loader(), import('./po.ts')]).then(([file, po]) => {
            loaded.set(locale, po.readTranslations(file.default));
          }),
        );
        // A failed load (offline) may be tried again.
        promise.catch(() => loading.delete(locale));
        loading.set(locale, promise);
      }
      return promise;
    },
    message(locale, key) {
      if (locale === PSEUDO_LOCALE && pseudoMessage) return pseudoMessage(english(key));
      return loaded.get(locale)?.get(key) ?? english(key);
    },
  };
  registerLocaleResource(catalog);
  // A catalog whose screen loads while the tab is in another language starts on its file at once, before the
  // screen asks for it (it suspends only if the file is not there yet).
  void catalog.load(getLocale()).catch(() => undefined);
  return catalog;
}

/** `key`'s message in the tab's locale now, with `values` filled in; for code outside components (toasts). */
export function translate<Key extends string>(
  catalog: Catalog<Key>,
  key: Key,
  values: MessageValues = {},
): string {
  const locale = getLocale();
  if (!catalog.ready(locale)) void catalog.load(locale);
  return formatNodes(catalog.message(locale, key), values, formattersOf(locale));
}

const translators = new WeakMap<Catalog<string>, Map<Locale, Translate<string>>>();

/**
 * The domain's translate function in the tab's locale; the component renders again when the locale changes. A
 * catalog not yet loaded in it (a screen opened for the first time in German) suspends until it is.
 */
export function useMessages<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const locale = useLocale();
  // In a language that loads, every render reads the catalog's one promise for it: React asks a component that
  // suspended on use() to call it again in the render that finishes, with the same promise at the same place
  // (else it warns of an uncached promise, or of use() called only to suspend). Once loaded, the promise says so
  // and use() returns at once. English loads nothing and never suspends: it calls nothing, as React's act() in
  // tests takes any use() for a wait and stops flushing a render that has a lazy part still loading.
  if (locale !== 'en') use(catalog.load(locale));
  let byLocale = translators.get(catalog as Catalog<string>);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(catalog as Catalog<string>, byLocale);
  }
  let t = byLocale.get(locale);
  if (!t) {
    const formatters = formattersOf(locale);
    t = (key, values = {}) => formatNodes(catalog.message(locale, key as Key), values, formatters);
    byLocale.set(locale, t);
  }
  return t as Translate<Key>;
}
