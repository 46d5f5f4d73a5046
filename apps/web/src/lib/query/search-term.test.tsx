// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { SEARCH_PAUSE_MS, searchedOptions, useSearchTerm } from './search-term';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('searches for what is typed once typing pauses, trimmed, and says it is typing until then', () => {
  const { result } = renderHook(() => useSearchTerm());
  expect(result.current).toMatchObject({ term: '', typing: false });
  for (const text of ['G', 'Gl', 'Glo', 'Glob ']) {
    act(() => result.current.onQueryChange(text));
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
    });
  }
  expect(result.current).toMatchObject({ term: '', typing: true });
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toMatchObject({ term: 'Glob', typing: false });
});

it('asks nothing new for spaces around the same text', () => {
  const { result } = renderHook(() => useSearchTerm());
  act(() => result.current.onQueryChange('acme'));
  act(() => {
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
  });
  act(() => result.current.onQueryChange(' acme '));
  expect(result.current).toMatchObject({ term: 'acme', typing: false });
});

it("offers the server's answer as it is once it answers what was typed, and until then only what the text names", () => {
  const names = ['Acme Corp', 'Globex', 'Global Dynamics'];
  expect(searchedOptions((n: string) => n, true)(names, 'glob')).toEqual(names);
  expect(searchedOptions((n: string) => n, false)(names, ' GLOB ')).toEqual(['Globex', 'Global Dynamics']);
});
