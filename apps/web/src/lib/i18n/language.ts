// The tab's language (docs/decisions/0049-languages.md): the person's choice on this device, else their
// browser's preferred language; the choice kept on the server follows them to another device at sign-in
// (preferences.ts, keep-language.ts). Other tabs of this browser follow a choice through the storage event.
import { useRef, useState } from 'react';

import {
  browserLanguage,
  changeLocale,
  isLocale,
  type Language,
  type Locale,
  PSEUDO_LOCALE,
  useLocale,
} from '@console/ui/i18n';

import type { Audience } from './keep-language';

const DEVICE_KEY = 'console.language';

function stored(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

/** The locale a tab starts in. */
function startingLocale(): Locale {
  const choice = stored();
  return isLocale(choice) ? choice : browserLanguage();
}

/** Shows the console in `locale` (or the browser's language for null) and keeps it as this device's choice. */
export async function showIn(locale: Locale | null): Promise<void> {
  await changeLocale(locale ?? browserLanguage());
  try {
    if (locale) localStorage.setItem(DEVICE_KEY, locale);
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Private modes without storage: the choice lasts as long as the tab.
  }
}

/** Starts the tab in its language and has it follow the choices made in other tabs. */
export function startLanguage(): Promise<void> {
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_KEY)
      void changeLocale(isLocale(event.newValue) ? event.newValue : browserLanguage());
  });
  return changeLocale(startingLocale()).catch(() => {
    // A catalog that cannot load (offline) leaves the tab in English rather than blank.
  });
}

/**
 * A choice that did not fully happen, for the chooser to word from its catalog: its words could not load
 * (offline) and the tab stays in its language; or, `shown`, the tab and this device show it but the person's
 * account could not keep it (offline), so their other devices do not follow.
 */
interface LanguageProblem {
  language: Language;
  shown: boolean;
}

/**
 * Choosing a language, for the header's menu, the profile and the sign-in pages' select: the tab switches at
 * once (nothing reloads, typed input stays) and the device remembers it; signed in (`audience`), the person's
 * account keeps it too (not in a staff member's sign-in as a user: keep-language.ts). `choose` answers, and
 * `problem` holds until the next choice, what went wrong.
 */
export function useLanguageChoice(audience: Audience | null) {
  const locale = useLocale();
  const [problem, setProblem] = useState<LanguageProblem | null>(null);
  const latest = useRef(0);
  const choose = async (language: Language): Promise<LanguageProblem | null> => {
    const turn = ++latest.current;
    setProblem(null);
    let found: LanguageProblem | null = null;
    try {
      await showIn(language);
    } catch {
      found = { language, shown: false };
    }
    if (!found && audience) {
      try {
        // The saving code loads once a signed-in person chooses: the sign-in page carries none of it.
        const { keepLanguage } = await import('./keep-language');
        await keepLanguage(audience, language);
      } catch {
        found = { language, shown: true };
      }
    }
    // An earlier choice that ends later (its save was slow) leaves the latest one's outcome on screen.
    if (turn === latest.current) setProblem(found);
    return found;
  };
  return { current: locale === PSEUDO_LOCALE ? 'en' : locale, choose, problem };
}
