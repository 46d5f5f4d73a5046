// The URL's sort and the data table's sort state, one into the other. Apart from lib/list-search.ts, which the
// route tree loads before sign-in, so only list screens carry them (decision 0010).
import type { SortState } from '@console/ui';

/** `-full_name` → { id: 'full_name', desc: true }: the URL's sort as the data table's sort state. */
export function sortStateOf(sort: string | undefined): SortState | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

/** The data table's sort state as the URL's (and the API's) `sort` value. */
export function sortParamOf<Field extends string>(state: SortState | null): Field | `-${Field}` | undefined {
  if (!state) return undefined;
  return (state.desc ? `-${state.id}` : state.id) as Field | `-${Field}`;
}
