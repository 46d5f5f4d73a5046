import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetRecentItems, recentItemsKey } from '~/lib/session/recent-items';
import { signOutEverywhere } from '~/lib/session/session';
import { signOutStaff } from '~/lib/session/staff-session';

import { recentStore } from './recent-items';

/** The browser's localStorage, as far as these modules use it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const hit = (id: number) => ({ id: `users:${id}`, kind: 'users', label: `User ${id}`, href: `/users/${id}` });

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('recently opened items', () => {
  it('are kept per person: newest first, once each, a few at most', () => {
    const alice = recentStore('user', 1);
    for (const id of [1, 2, 3, 2, 4, 5, 6, 7]) alice.remember(hit(id));
    expect(alice.read().map((item) => item.href)).toEqual([
      '/users/7',
      '/users/6',
      '/users/5',
      '/users/4',
      '/users/2',
      '/users/3',
    ]);
    expect(recentStore('user', 2).read()).toEqual([]);
    expect(recentStore('staff', 1).read()).toEqual([]);
  });

  it('never open anything but a path of this app from storage', () => {
    localStorage.setItem(
      recentItemsKey('user', 1),
      JSON.stringify([
        { ...hit(1), href: 'https://evil.example' },
        { ...hit(2), href: '//evil.example' },
        hit(3),
        'x',
      ]),
    );
    expect(recentStore('user', 1).read()).toEqual([hit(3)]);
    localStorage.setItem(recentItemsKey('user', 1), '{not json');
    expect(recentStore('user', 1).read()).toEqual([]);
  });

  it("go at a console sign-out (staff's too when the staff session ends with it), and nothing else does", () => {
    recentStore('user', 1).remember(hit(1));
    recentStore('user', 2).remember(hit(2));
    recentStore('staff', 9).remember(hit(3));
    localStorage.setItem('theme', 'dark');
    signOutEverywhere(new QueryClient());
    expect(recentStore('user', 1).read()).toEqual([]);
    expect(recentStore('user', 2).read()).toEqual([]);
    expect(recentStore('staff', 9).read()).toEqual([]);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("go at a staff sign-out, leaving a console user's alone", () => {
    recentStore('user', 1).remember(hit(1));
    recentStore('staff', 9).remember(hit(3));
    signOutStaff(new QueryClient());
    expect(recentStore('staff', 9).read()).toEqual([]);
    expect(recentStore('user', 1).read()).toEqual([hit(1)]);
  });

  it('end of a staff sign-in as a user keeps the staff member’s own list', () => {
    localStorage.setItem('staffSignIn', JSON.stringify({ staffName: 'Sam Staff', userName: 'Alice Owner' }));
    recentStore('user', 1).remember(hit(1));
    recentStore('staff', 9).remember(hit(3));
    signOutEverywhere(new QueryClient());
    expect(recentStore('user', 1).read()).toEqual([]);
    expect(recentStore('staff', 9).read()).toEqual([hit(3)]);
  });

  it('forgetting survives storage that refuses to be read', () => {
    vi.stubGlobal('localStorage', {
      get length(): number {
        throw new Error('denied');
      },
    });
    expect(() => forgetRecentItems('user')).not.toThrow();
  });
});
