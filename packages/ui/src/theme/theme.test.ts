// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  setThemePreference,
  THEME_INIT_SCRIPT,
} from './theme.ts';

const prefersDark = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: dark && q.includes('dark'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('resolves system to the operating system preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('stores light/dark under "theme" and removes the key for system', () => {
    prefersDark(false);
    setThemePreference('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemePreference('system');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('ignores unknown stored values', () => {
    localStorage.setItem('theme', 'purple');
    expect(readThemePreference()).toBe('system');
  });

  it('the inline script applies the same theme as applyTheme', () => {
    for (const [stored, systemDark] of [
      [null, true],
      [null, false],
      ['light', true],
      ['dark', false],
    ] as const) {
      prefersDark(systemDark);
      if (stored) localStorage.setItem('theme', stored);
      else localStorage.removeItem('theme');
      document.documentElement.className = '';
      new Function(THEME_INIT_SCRIPT)();
      const fromScript = document.documentElement.classList.contains('dark');
      expect(applyTheme() === 'dark').toBe(fromScript);
    }
  });
});
