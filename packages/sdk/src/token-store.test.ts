// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createBrowserTokenStore, createMemoryTokenStore } from './token-store.ts';

const pair = { accessToken: 'access-1', refreshToken: 'refresh-1' };

afterEach(() => localStorage.clear());

describe('browser token store', () => {
  it("keeps the user's tokens under the product's keys", () => {
    const store = createBrowserTokenStore('user');
    store.setTokens(pair);
    store.setHashToken('hash-1');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('hashToken')).toBe('hash-1');
    expect(store.getTokens()).toEqual(pair);
  });

  it("keeps staff tokens under their own keys, apart from the user's", () => {
    const user = createBrowserTokenStore('user');
    const staff = createBrowserTokenStore('staff');
    user.setTokens(pair);
    staff.setTokens({ accessToken: 'staff-a', refreshToken: 'staff-r' });
    expect(localStorage.getItem('staffAccessToken')).toBe('staff-a');
    expect(localStorage.getItem('staffRefreshToken')).toBe('staff-r');

    staff.clearTokens();
    expect(staff.getTokens()).toBeNull();
    expect(user.getTokens()).toEqual(pair);
  });

  it('clearing signs out but keeps the trusted-device hash token', () => {
    const store = createBrowserTokenStore('user');
    store.setTokens(pair);
    store.setHashToken('hash-1');
    store.clearTokens();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.getHashToken()).toBe('hash-1');
    store.setHashToken(null);
    expect(localStorage.getItem('hashToken')).toBeNull();
  });

  it('tells subscribers about sets and clears until they unsubscribe', () => {
    const store = createBrowserTokenStore('user');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setTokens(pair);
    store.clearTokens();
    unsubscribe();
    store.setTokens(pair);
    expect(listener.mock.calls).toEqual([
      [pair, 'here'],
      [null, 'here'],
    ]);
  });

  it('tells subscribers about a change made in another tab (storage event)', () => {
    const store = createBrowserTokenStore('user');
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTokens(pair);
    listener.mockClear();

    // Another tab signs out: the browser changes storage and fires `storage` here.
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', storageArea: localStorage }));
    // Unrelated keys and the other audience's keys are ignored.
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'staffAccessToken', storageArea: localStorage }));

    expect(listener.mock.calls).toEqual([[null, 'other-tab']]);
  });

  it('uses the storage it is given', () => {
    const store = createBrowserTokenStore('user', sessionStorage);
    store.setTokens(pair);
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('accessToken')).toBeNull();
    sessionStorage.clear();
  });
});

describe('memory token store', () => {
  it('starts from the initial pair, notifies and hands out copies', () => {
    const store = createMemoryTokenStore(pair);
    const listener = vi.fn();
    store.subscribe(listener);
    const read = store.getTokens()!;
    read.accessToken = 'mutated';
    expect(store.getTokens()).toEqual(pair);

    store.setHashToken('hash');
    store.clearTokens();
    expect(store.getTokens()).toBeNull();
    expect(store.getHashToken()).toBe('hash');
    expect(listener).toHaveBeenCalledExactlyOnceWith(null, 'here');
  });
});
