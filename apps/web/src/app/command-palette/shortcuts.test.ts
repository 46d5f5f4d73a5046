import { describe, expect, it } from 'vitest';

import { paletteMessages } from './palette.messages';
import {
  createKeySequence,
  goPath,
  isTypingTarget,
  keyLabel,
  sequenceKey,
  type Shortcut,
  SHORTCUTS,
  shortcutsFor,
} from './shortcuts';

const owner = { area: 'console', privileges: ['users:*', 'roles:*', 'aliases:*', 'tickets:*'] } as const;
const ids = (list: Shortcut[]) => list.map((s) => s.id);

describe('the shortcut table', () => {
  it('gives each shortcut of a half its own keys', () => {
    for (const area of ['console', 'staff'] as const) {
      const keys = SHORTCUTS.filter((s) => s.areas.includes(area)).map((s) => s.keys.join(' '));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('leads each go shortcut to its screen in the access table', () => {
    const paths = SHORTCUTS.flatMap((s) =>
      s.action.kind === 'go' ? [[s.keys.join(' '), goPath(s.action)]] : [],
    );
    expect(paths).toContainEqual(['g u', '/users']);
    expect(paths).toContainEqual(['g a', '/services/aliases']);
    expect(paths).toContainEqual(['g o', '/admin/organizations']);
    expect(paths).toContainEqual(['g l', '/admin/logs']);
    expect(paths.every(([, path]) => path !== '/')).toBe(true);
  });

  it('offers no go shortcut to a screen the user may not open', () => {
    const readOnlyTickets = shortcutsFor({ area: 'console', privileges: ['tickets:list'] });
    expect(ids(readOnlyTickets)).toContain('console.go.tickets');
    expect(ids(readOnlyTickets)).not.toContain('console.go.users');
    expect(ids(readOnlyTickets)).not.toContain('console.go.roles');
    expect(ids(readOnlyTickets)).toContain('console.go.dashboard');
    expect(ids(shortcutsFor(owner))).toEqual(
      expect.arrayContaining(['console.go.users', 'console.go.roles']),
    );
  });

  it('keeps the halves apart', () => {
    const staff = ids(shortcutsFor({ area: 'staff', role: 'Support' }));
    expect(staff).toContain('staff.go.organizations');
    expect(staff.some((id) => id.startsWith('console.'))).toBe(false);
    expect(ids(shortcutsFor(owner)).some((id) => id.startsWith('staff.'))).toBe(false);
  });

  it('shows keys as people read them', () => {
    expect(keyLabel('Mod+k', false)).toBe('Ctrl K');
    expect(keyLabel('Mod+k', true)).toBe('⌘ K');
    // The toaster's own key (sonner's Alt+T), where a bulk action's Undo is reached from the keyboard.
    expect(keyLabel('Alt+t', false)).toBe('Alt T');
    expect(paletteMessages.source[SHORTCUTS.find((s) => s.id === 'notifications')?.label ?? 'title']).toMatch(
      /Undo/,
    );
    expect(keyLabel('g', false)).toBe('G');
    expect(keyLabel('Escape', false)).toBe('Esc');
  });
});

describe('key sequences', () => {
  const shortcuts = shortcutsFor(owner);

  it('g then u is the users shortcut; g alone waits for the next key', () => {
    const keys = createKeySequence(shortcuts, 1000);
    expect(keys.press('g', 0)).toBe('pending');
    expect(keys.press('u', 100)).toMatchObject({ id: 'console.go.users' });
  });

  it('u alone does nothing, nor does g then u after the pause', () => {
    const keys = createKeySequence(shortcuts, 1000);
    expect(keys.press('u', 0)).toBeNull();
    expect(keys.press('g', 10)).toBe('pending');
    expect(keys.press('u', 2000)).toBeNull();
  });

  it('a key that breaks a sequence may start a new one', () => {
    const keys = createKeySequence(shortcuts, 1000);
    expect(keys.press('g', 0)).toBe('pending');
    expect(keys.press('g', 10)).toBe('pending');
    expect(keys.press('r', 20)).toMatchObject({ id: 'console.go.roles' });
    expect(keys.press('g', 30)).toBe('pending');
    expect(keys.press('?', 40)).toMatchObject({ id: 'sheet' });
  });

  it('forgets a started sequence on reset (a field took the keys)', () => {
    const keys = createKeySequence(shortcuts, 1000);
    keys.press('g', 0);
    keys.reset();
    expect(keys.press('u', 10)).toBeNull();
  });

  it('matches / and ? alone, and never the Ctrl-K chord', () => {
    const keys = createKeySequence(shortcuts, 1000);
    expect(keys.press('/', 0)).toMatchObject({ id: 'focusSearch' });
    expect(keys.press('?', 0)).toMatchObject({ id: 'sheet' });
    expect(sequenceKey({ key: 'k', ctrlKey: true, metaKey: false, altKey: false })).toBeNull();
    expect(sequenceKey({ key: 'k', ctrlKey: false, metaKey: true, altKey: false })).toBeNull();
    expect(sequenceKey({ key: 'Shift', ctrlKey: false, metaKey: false, altKey: false })).toBeNull();
    expect(sequenceKey({ key: '?', ctrlKey: false, metaKey: false, altKey: false })).toBe('?');
  });

  it('a staff member without the screen gets no sequence for it', () => {
    const keys = createKeySequence(shortcutsFor({ area: 'console', privileges: [] }), 1000);
    keys.press('g', 0);
    expect(keys.press('u', 10)).toBeNull();
  });
});

describe('typing targets', () => {
  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'textarea' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [null, false],
  ])('%o is typing: %s', (target, typing) => {
    expect(isTypingTarget(target)).toBe(typing);
  });
});
