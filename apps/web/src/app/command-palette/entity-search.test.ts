import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  bestRank,
  createEntitySearch,
  type EntityHit,
  type EntitySearchState,
  type EntitySource,
  matchRank,
  rankByMatch,
} from './entity-search';

const hit = (kind: string, label: string): EntityHit => ({
  id: `${kind}:${label}`,
  kind,
  label,
  href: `/${kind}`,
});

/** A source whose answers the test releases by hand, with the signals it was given. */
function manualSource(kind: string) {
  const calls: {
    query: string;
    signal: AbortSignal;
    answer: (hits: EntityHit[]) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const source: EntitySource = {
    kind,
    group: kind,
    search: (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ query, signal, answer: resolve, fail: reject });
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  };
  return { source, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createEntitySearch', () => {
  it('waits for a pause in typing, then asks every kind once', async () => {
    const users = manualSource('users');
    const roles = manualSource('roles');
    const search = createEntitySearch([users.source, roles.source], () => undefined, 150);
    search.search('a');
    search.search('al');
    search.search('ali');
    await vi.advanceTimersByTimeAsync(149);
    expect(users.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(users.calls.map((c) => c.query)).toEqual(['ali']);
    expect(roles.calls.map((c) => c.query)).toEqual(['ali']);
  });

  it('cancels every request of the previous keystroke and never shows its late answer', async () => {
    const users = manualSource('users');
    const roles = manualSource('roles');
    const states: EntitySearchState[] = [];
    const search = createEntitySearch([users.source, roles.source], (s) => states.push(s), 150);
    search.search('al');
    await vi.advanceTimersByTimeAsync(150);
    search.search('alice');
    expect(users.calls[0]?.signal.aborted).toBe(true);
    expect(roles.calls[0]?.signal.aborted).toBe(true);
    // A server that answers anyway (the abort came too late): its answer is for "al", and is dropped.
    users.calls[0]?.answer([hit('users', 'Albert')]);
    await vi.advanceTimersByTimeAsync(150);
    users.calls[1]?.answer([hit('users', 'Alice')]);
    roles.calls[1]?.answer([]);
    await vi.runAllTimersAsync();
    const shown = states.flatMap((s) =>
      Object.values(s.hits)
        .flat()
        .map((h) => `${s.query}:${h.label}`),
    );
    expect(shown).toEqual(['alice:Alice', 'alice:Alice']);
    expect(states.at(-1)).toMatchObject({ query: 'alice', pending: [], failed: [] });
  });

  it('clears the hits at once when the query changes or empties', async () => {
    const users = manualSource('users');
    const states: EntitySearchState[] = [];
    const search = createEntitySearch([users.source], (s) => states.push(s), 150);
    search.search('bo');
    await vi.advanceTimersByTimeAsync(150);
    users.calls[0]?.answer([hit('users', 'Bob')]);
    await vi.runAllTimersAsync();
    search.search('bob');
    expect(states.at(-1)).toEqual({ query: 'bob', hits: {}, pending: ['users'], failed: [] });
    search.search('  ');
    expect(states.at(-1)).toEqual({ query: '', hits: {}, pending: [], failed: [] });
  });

  it('reports a kind that failed, and keeps the others', async () => {
    const users = manualSource('users');
    const roles = manualSource('roles');
    const states: EntitySearchState[] = [];
    const search = createEntitySearch([users.source, roles.source], (s) => states.push(s), 0);
    search.search('x');
    await vi.advanceTimersByTimeAsync(0);
    users.calls[0]?.fail(new Error('500'));
    roles.calls[0]?.answer([hit('roles', 'X-ray')]);
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toMatchObject({
      failed: ['users'],
      pending: [],
      hits: { roles: [{ label: 'X-ray' }] },
    });
  });

  it('says nothing more once disposed', async () => {
    const users = manualSource('users');
    const onChange = vi.fn();
    const search = createEntitySearch([users.source], onChange, 0);
    search.search('x');
    await vi.advanceTimersByTimeAsync(0);
    search.dispose();
    expect(users.calls[0]?.signal.aborted).toBe(true);
    onChange.mockClear();
    users.calls[0]?.answer([hit('users', 'X')]);
    await vi.runAllTimersAsync();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ranking', () => {
  it('puts the same name first, then names that start so, then words, then the rest', () => {
    expect(matchRank('bob', 'Bob')).toBe(0);
    expect(matchRank('bo', 'Bob Helpdesk')).toBe(1);
    expect(matchRank('help', 'Bob Helpdesk')).toBe(2);
    expect(matchRank('desk', 'Bob Helpdesk')).toBe(3);
    expect(matchRank('acme', 'Bob Helpdesk')).toBe(4);
    const ranked = rankByMatch('ann', [
      { label: 'Joanna' },
      { label: 'Mary Ann' },
      { label: 'Ann' },
      { label: 'Annabel' },
      { label: 'Zed' },
    ]);
    expect(ranked.map((r) => r.label)).toEqual(['Ann', 'Annabel', 'Mary Ann', 'Joanna', 'Zed']);
  });

  it('keeps the server order among equals and rates a group by its best', () => {
    expect(rankByMatch('a', [{ label: 'Ab' }, { label: 'Aa' }]).map((r) => r.label)).toEqual(['Ab', 'Aa']);
    expect(bestRank('sup', [{ label: 'Tickets' }, { label: 'Support' }])).toBe(1);
    expect(bestRank('sup', [])).toBe(4);
  });
});
