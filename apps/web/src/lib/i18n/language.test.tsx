// @vitest-environment jsdom
// Choosing a language when its words cannot load (offline): the screen tests cannot make a catalog's file fail,
// so the hook's own test does (docs/decisions/0049-languages.md).
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { changeLocale, defineMessages, getLocale } from '@console/ui/i18n';

import { useLanguageChoice } from './language';

let offline = true;
defineMessages(
  { title: 'Users' },
  {
    de: () => Promise.resolve({ default: '' }),
    fr: () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ default: '' })),
  },
);

afterEach(async () => {
  await changeLocale('en');
  localStorage.clear();
});

it("keeps the tab's language and says why when the chosen one's words cannot load, until the next choice", async () => {
  const { result } = renderHook(() => useLanguageChoice(null));
  let answer: unknown;
  await act(async () => {
    answer = await result.current.choose('fr');
  });
  const problem = { language: 'fr', shown: false };
  expect(answer).toEqual(problem);
  expect(result.current.problem).toEqual(problem);
  expect(result.current.current).toBe('en');
  expect(localStorage.getItem('console.language')).toBeNull();

  offline = false;
  await act(() => result.current.choose('fr'));
  expect(result.current.problem).toBeNull();
  expect(getLocale()).toBe('fr');
  expect(result.current.current).toBe('fr');
  expect(localStorage.getItem('console.language')).toBe('fr');
});

it('shows the pseudo-locale as English in the choosers', async () => {
  await changeLocale('en-XA');
  const { result } = renderHook(() => useLanguageChoice(null));
  expect(result.current.current).toBe('en');
});

it("leaves the latest choice's outcome on screen when an earlier one ends after it", async () => {
  let fail = () => undefined as void;
  defineMessages(
    { title: 'Roles' },
    {
      de: () => Promise.resolve({ default: '' }),
      fr: () =>
        new Promise((_, reject) => {
          fail = () => reject(new TypeError('Failed to fetch'));
        }),
    },
  );
  const { result } = renderHook(() => useLanguageChoice(null));
  let first: Promise<unknown> = Promise.resolve();
  act(() => {
    first = result.current.choose('fr');
  });
  await act(() => result.current.choose('de'));
  await act(async () => {
    fail();
    await first;
  });
  expect(getLocale()).toBe('de');
  expect(result.current.problem).toBeNull();
});
