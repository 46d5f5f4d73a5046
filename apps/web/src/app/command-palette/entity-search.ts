// Server-side search of records as the palette's query is typed (decision 0029): each kind is one call of its
// list operation with `search` and a small page, all of one keystroke cancelled together by the next, after a
// short pause; a request id keeps a late answer of an earlier query from ever being shown.

/** A record found, ready to open. */
export interface EntityHit {
  /** Unique among all hits: the kind and the record's id. */
  id: string;
  kind: string;
  label: string;
  detail?: string;
  href: string;
}

/** One kind of record the palette searches (users, roles…): its list operation, called with `search`. */
export interface EntitySource {
  kind: string;
  /** The group's heading ("Users"). */
  group: string;
  search: (query: string, signal: AbortSignal) => Promise<EntityHit[]>;
}

/** How many records of each kind are asked for. */
export const HITS_PER_KIND = 5;
const SEARCH_DELAY_MS = 150;

export interface EntitySearchState {
  /** The query these results answer. */
  query: string;
  /** Hits of the kinds that have answered, by kind. */
  hits: Record<string, EntityHit[]>;
  /** Kinds still being asked. */
  pending: string[];
  /** Kinds whose search failed. */
  failed: string[];
}

export const idleSearch: EntitySearchState = { query: '', hits: {}, pending: [], failed: [] };

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The search's engine, apart from React: `search(query)` on each keystroke, `dispose()` at the end.
 * `onChange` hears each state, and only states of the latest query.
 */
export function createEntitySearch(
  sources: readonly EntitySource[],
  onChange: (state: EntitySearchState) => void,
  delayMs = SEARCH_DELAY_MS,
) {
  let latest = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };
  return {
    search(text: string) {
      stop();
      const requestId = ++latest;
      const query = text.trim();
      if (query === '' || sources.length === 0) {
        onChange({ ...idleSearch, query });
        return;
      }
      // The earlier query's hits go at once: what is shown always answers what is typed.
      let state: EntitySearchState = { query, hits: {}, pending: sources.map((s) => s.kind), failed: [] };
      onChange(state);
      const current = new AbortController();
      controller = current;
      timer = setTimeout(() => {
        for (const source of sources) {
          source.search(query, current.signal).then(
            (hits) => settle(source.kind, hits),
            (error: unknown) => settle(source.kind, aborted(error) ? null : 'failed'),
          );
        }
      }, delayMs);
      const settle = (kind: string, result: EntityHit[] | 'failed' | null) => {
        if (requestId !== latest || result === null) return;
        state = {
          query,
          hits: Array.isArray(result) ? { ...state.hits, [kind]: result } : state.hits,
          pending: state.pending.filter((k) => k !== kind),
          failed: result === 'failed' ? [...state.failed, kind] : state.failed,
        };
        onChange(state);
      };
    },
    dispose() {
      latest++;
      stop();
    },
  };
}

// ---- Ranking ----

/**
 * How well a label matches the query, best first: 0 the same, 1 it starts so, 2 a word starts so, 3 it contains
 * it, 4 not in the label (the server matched another field, e.g. the e-mail).
 */
export function matchRank(query: string, label: string): number {
  const q = query.trim().toLowerCase();
  const l = label.toLowerCase();
  if (q === '') return 4;
  if (l === q) return 0;
  if (l.startsWith(q)) return 1;
  if (l.split(/[\s@._-]+/).some((word) => word.startsWith(q))) return 2;
  return l.includes(q) ? 3 : 4;
}

/** Items by how well they match, the server's (or the table's) order kept among equals. */
export function rankByMatch<T extends { label: string }>(query: string, items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(query, item.label) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The best rank in a group (groups with an exact or prefix match go first). */
export const bestRank = (query: string, items: readonly { label: string }[]) =>
  Math.min(4, ...items.map((item) => matchRank(query, item.label)));
