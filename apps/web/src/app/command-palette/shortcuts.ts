// The one table of keyboard shortcuts: the key handler (command-center.tsx) and the `?` sheet
// (shortcut-sheet.tsx) both read it, so the sheet never lists a key that does not work or misses one that does.
// `g` then a letter goes to a screen, only for those who may open it (the access tables, decision 0008).
import { access, type AccessKey, canAccess } from '~/lib/access/access';
import { canStaffAccess, staffAccess, type StaffAccessKey } from '~/lib/access/staff-access';

import type { paletteMessages } from './palette.messages';

type Area = 'console' | 'staff';

export type ShortcutAction =
  | { kind: 'go'; area: 'console'; screen: AccessKey }
  | { kind: 'go'; area: 'staff'; screen: StaffAccessKey }
  /** Handled by the header's launcher (the palette's code may not be loaded yet). */
  | { kind: 'palette' }
  | { kind: 'focusSearch' }
  | { kind: 'sheet' }
  /** Handled by the open dialog itself, or by the toaster (Alt+T); listed so the sheet tells of it. */
  | { kind: 'close' }
  | { kind: 'notifications' };

export interface Shortcut {
  id: string;
  /** Keys pressed one after the other; `Mod+k` is Ctrl-K (Cmd-K on a Mac). */
  keys: readonly string[];
  /** Its name's message key; a `go` shortcut has none: it is named by its screen's sidebar entry. */
  label?: keyof typeof paletteMessages.source;
  group: 'General' | 'Go to';
  /** The halves it works in. */
  areas: readonly Area[];
  action: ShortcutAction;
}

const BOTH: readonly Area[] = ['console', 'staff'];
/** `g` then a letter: to the screen's sidebar entry, for whoever may open it. */
const go = (letter: string, action: Extract<ShortcutAction, { kind: 'go' }>): Shortcut => ({
  id: `${action.area}.go.${action.screen}`,
  keys: ['g', letter],
  group: 'Go to',
  areas: [action.area],
  action,
});

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'palette',
    keys: ['Mod+k'],
    label: 'shortcutPalette',
    group: 'General',
    areas: BOTH,
    action: { kind: 'palette' },
  },
  {
    id: 'focusSearch',
    keys: ['/'],
    label: 'shortcutFocusSearch',
    group: 'General',
    areas: BOTH,
    action: { kind: 'focusSearch' },
  },
  {
    id: 'sheet',
    keys: ['?'],
    label: 'shortcutSheet',
    group: 'General',
    areas: BOTH,
    action: { kind: 'sheet' },
  },
  {
    id: 'close',
    keys: ['Escape'],
    label: 'shortcutClose',
    group: 'General',
    areas: BOTH,
    action: { kind: 'close' },
  },
  {
    id: 'notifications',
    keys: ['Alt+t'],
    label: 'shortcutNotifications',
    group: 'General',
    areas: BOTH,
    action: { kind: 'notifications' },
  },
  go('d', { kind: 'go', area: 'console', screen: 'dashboard' }),
  go('u', { kind: 'go', area: 'console', screen: 'users' }),
  go('r', { kind: 'go', area: 'console', screen: 'roles' }),
  go('a', { kind: 'go', area: 'console', screen: 'aliases' }),
  go('t', { kind: 'go', area: 'console', screen: 'tickets' }),
  go('o', { kind: 'go', area: 'console', screen: 'organization' }),
  go('d', { kind: 'go', area: 'staff', screen: 'dashboard' }),
  go('o', { kind: 'go', area: 'staff', screen: 'organizations' }),
  go('u', { kind: 'go', area: 'staff', screen: 'users' }),
  go('a', { kind: 'go', area: 'staff', screen: 'aliases' }),
  go('s', { kind: 'go', area: 'staff', screen: 'services' }),
  go('l', { kind: 'go', area: 'staff', screen: 'logs' }),
  go('m', { kind: 'go', area: 'staff', screen: 'staff' }),
];

/** Who is signed in, as the access tables need it: the console's privileges or the staff member's role. */
export type Viewer = { area: 'console'; privileges: readonly string[] } | { area: 'staff'; role: string };

/** Where a `go` shortcut leads: the screen's sidebar entry in its access table. */
export function goPath(action: Extract<ShortcutAction, { kind: 'go' }>): string {
  const rule = action.area === 'console' ? access[action.screen] : staffAccess[action.screen];
  return 'menu' in rule ? rule.menu.to : '/';
}

/** The message key of a `go` shortcut's name: its screen's sidebar entry in its access table. */
export function goLabel(action: Extract<ShortcutAction, { kind: 'go' }>) {
  if (action.area === 'console') {
    const rule = access[action.screen];
    return { area: 'console', label: 'menu' in rule ? rule.menu.label : 'dashboard' } as const;
  }
  const rule = staffAccess[action.screen];
  return { area: 'staff', label: 'menu' in rule ? rule.menu.label : 'dashboard' } as const;
}

/** The shortcuts of the viewer's half that they may use (a screen they may not open has no shortcut). */
export function shortcutsFor(viewer: Viewer): Shortcut[] {
  return SHORTCUTS.filter((shortcut) => {
    if (!shortcut.areas.includes(viewer.area)) return false;
    const { action } = shortcut;
    if (action.kind !== 'go') return true;
    if (action.area === 'console')
      return viewer.area === 'console' && canAccess(viewer.privileges, action.screen);
    return viewer.area === 'staff' && canStaffAccess(viewer.role, action.screen);
  });
}

/** The names written on the Control and Escape keys, in the page's language (German keyboards: Strg). */
interface KeyNames {
  control: string;
  escape: string;
}
const KEY_CAPS: KeyNames = { control: 'Ctrl', escape: 'Esc' };

/** How a key is shown: `Mod+k` as Ctrl K, or ⌘ K on a Mac. */
export function keyLabel(key: string, mac: boolean, names: KeyNames = KEY_CAPS): string {
  if (key.startsWith('Mod+')) return `${mac ? '⌘' : names.control} ${key.slice(4).toUpperCase()}`;
  if (key === 'Escape') return names.escape;
  if (key.startsWith('Alt+')) return `${mac ? '⌥' : 'Alt'} ${key.slice(4).toUpperCase()}`;
  return key.length === 1 ? key.toUpperCase() : key;
}

// ---- Key handling (pure, so it is tested without a browser) ----

/**
 * The key a plain keypress stands for in the table, or null for chords and keys the table never uses alone
 * (Ctrl-K is the launcher's; Shift is part of `?`).
 */
export function sequenceKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return event.key.length === 1 ? event.key : null;
}

/** The target is a place where keys are text: a field, a select, an editable element. */
export function isTypingTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string };
  if (element.isContentEditable) return true;
  const tag = element.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** How long the second key of a sequence (`g` then `u`) may wait. */
const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Matches keypresses against the plain-key shortcuts: a key that starts a sequence is 'pending', a completed
 * sequence is its shortcut, anything else null (and starts over). `reset` forgets a started sequence (typing in a
 * field, a dialog opening).
 */
export function createKeySequence(shortcuts: readonly Shortcut[], timeoutMs = SEQUENCE_TIMEOUT_MS) {
  const plain = shortcuts.filter((s) => s.keys.every((key) => key.length === 1));
  let pressed: string[] = [];
  let lastAt = 0;
  const match = (keys: string[]) => {
    const exact = plain.find((s) => s.keys.length === keys.length && s.keys.every((k, i) => k === keys[i]));
    if (exact) return exact;
    const started = plain.some((s) => s.keys.length > keys.length && keys.every((k, i) => s.keys[i] === k));
    return started ? ('pending' as const) : null;
  };
  return {
    press(key: string, at: number): Shortcut | 'pending' | null {
      const fresh = pressed.length === 0 || at - lastAt > timeoutMs;
      lastAt = at;
      // A key that does not continue the started sequence may start (or be) one of its own.
      const tries = fresh ? [[key]] : [[...pressed, key], [key]];
      for (const keys of tries) {
        const result = match(keys);
        if (result === null) continue;
        pressed = result === 'pending' ? keys : [];
        return result;
      }
      pressed = [];
      return null;
    },
    reset() {
      pressed = [];
    },
  };
}
