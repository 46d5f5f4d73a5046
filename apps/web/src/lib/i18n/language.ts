// The tab's language (docs/decisions/0049-languages.md): the person's choice on this device, else their
// browser's preferred language; the choice kept on the server follows them to another device at sign-in
// (preferences.ts). Other tabs of this browser follow a choice through the storage event.
import { browserLanguage, changeLocale, isLocale, type Locale } from '@console/ui/i18n';

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
