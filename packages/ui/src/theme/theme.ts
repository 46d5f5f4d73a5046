import { useSyncExternalStore } from 'react';

/** What the user chose; 'system' follows `prefers-color-scheme` and is stored as no value at all. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_CLASS = 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function readThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): ThemePreference {
  const stored = storage?.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): fall back to the system preference
  }
}

const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** Puts the `dark` class (and `color-scheme`) on <html> for the current preference. */
export function applyTheme(preference: ThemePreference = readThemePreference()): ResolvedTheme {
  const resolved = resolveTheme(preference, systemPrefersDark());
  if (typeof document !== 'undefined') {
    document.documentElement.classList.toggle(DARK_CLASS, resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }
  return resolved;
}

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme();
  listeners.forEach((l) => l());
};

export function setThemePreference(preference: ThemePreference) {
  const storage = safeStorage();
  if (preference === 'system') storage?.removeItem(THEME_STORAGE_KEY);
  else storage?.setItem(THEME_STORAGE_KEY, preference);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Follow other tabs and the operating system while anything is listening.
    window.addEventListener('storage', onStorage);
    if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).removeEventListener('change', notify);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) notify();
}

/** The user's preference and the theme in effect, kept in sync with storage, other tabs and the system. */
export function useTheme() {
  const preference = useSyncExternalStore(
    subscribe,
    () => readThemePreference(),
    () => 'system' as const,
  );
  const resolved = useSyncExternalStore(
    subscribe,
    () => resolveTheme(preference, systemPrefersDark()),
    () => 'light' as const,
  );
  return { preference, resolved, setPreference: setThemePreference };
}

/**
 * Inline this in the document <head> (before the stylesheet paints) so the first frame already has the
 * right theme. It is the same logic as `applyTheme`, standalone because it runs before any bundle.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('${DARK_QUERY}').matches);var e=document.documentElement;e.classList.toggle('${DARK_CLASS}',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})();`;
