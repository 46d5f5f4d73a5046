// @vitest-environment jsdom
import { keepPreviousData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { SEARCH_PAUSE_MS, useServerSearch } from './search-term';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A picker's search over a server whose answers the test gives, one per term asked for, when it chooses. */
function renderSearch() {
  const asked: string[] = [];
  const answers = new Map<string, (names: string[]) => void>();
  const queryFor = (term: string) => ({
    queryKey: ['people', term],
    queryFn: () => {
      asked.push(term);
      return new Promise<string[]>((resolve) => answers.set(term, resolve));
    },
    placeholderData: keepPreviousData,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useServerSearch(queryFor, (name: string) => name), { wrapper });
  const answer = async (term: string, names: string[]) => {
    const resolve = answers.get(term);
    if (!resolve) throw new Error(`"${term}" was not asked for`);
    await act(async () => {
      resolve(names);
      await vi.runOnlyPendingTimersAsync();
    });
  };
  const type = async (text: string, ms: number) => {
    act(() => result.current.onQueryChange(text));
    await act(() => vi.advanceTimersByTimeAsync(ms));
  };
  return { result, asked, answer, type };
}

it('asks for what is typed once typing pauses, trimmed, and says it is searching until then', async () => {
  const { result, asked, answer, type } = renderSearch();
  await answer('', []);
  expect(result.current).toMatchObject({ typed: '', searching: false });
  for (const text of ['G', 'Gl', 'Glo', 'Glob ']) await type(text, SEARCH_PAUSE_MS - 1);
  expect(asked).toEqual(['']);
  expect(result.current).toMatchObject({ typed: 'Glob', searching: true });
  await type('Glob ', 1);
  expect(asked).toEqual(['', 'Glob']);
  expect(result.current.searching).toBe(true);
  await answer('Glob', ['Globex']);
  expect(result.current.searching).toBe(false);
  expect(result.current.query.data).toEqual(['Globex']);
});

it('asks nothing new for spaces around the same text', async () => {
  const { result, asked, answer, type } = renderSearch();
  await answer('', []);
  await type('acme', SEARCH_PAUSE_MS);
  await answer('acme', ['Acme Corp']);
  await type(' acme ', SEARCH_PAUSE_MS);
  expect(asked).toEqual(['', 'acme']);
  expect(result.current.searching).toBe(false);
});

it("offers only what the text names until the server answers it, then the server's answer as it is", async () => {
  const { result, answer, type } = renderSearch();
  const everyone = ['Acme Corp', 'Globex', 'Global Dynamics'];
  await answer('', everyone);
  expect(result.current.filter(everyone, '')).toEqual(everyone);
  await type('glob', SEARCH_PAUSE_MS - 1);
  expect(result.current.filter(everyone, ' GLOB ')).toEqual(['Globex', 'Global Dynamics']);
  // Asked, not yet answered: the previous answer is still shown, narrowed.
  await type('glob', 1);
  expect(result.current.query.data).toEqual(everyone);
  expect(result.current.filter(everyone, 'glob')).toEqual(['Globex', 'Global Dynamics']);
  // The server matches more than labels (an e-mail address): its answer stands as it is.
  await answer('glob', ['Globex', 'Acme Corp']);
  expect(result.current.filter(['Globex', 'Acme Corp'], 'glob')).toEqual(['Globex', 'Acme Corp']);
});
