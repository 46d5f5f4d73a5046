// The search params every list screen keeps in the URL (page, search, sort), validated with valibot so a
// bookmarked or hand-edited URL never breaks a screen: a bad value falls back to the default.
import type { SortState } from '@console/ui';
import * as v from 'valibot';

const page = v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1));
const search = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined);

/**
 * page (1-based), search (free text) and sort (a field, `-` prefix for descending) for a list's URL. The URL
 * leaves the sort out while it is the default; `defaultSort` says which that is, for the query and the table.
 */
export function listSearchSchema<const Field extends string>(
  sortFields: readonly Field[],
  defaultSort: Field | `-${Field}`,
) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`] as const);
  const schema = v.object({
    page,
    search,
    sort: v.fallback(v.optional(v.picklist(sortValues)), undefined),
  });
  return Object.assign(schema, { defaultSort });
}

/** A list's URL params plus the page size the screen asks for. */
export type ListParams<Search> = Search & { size?: number };

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

/** What every list URL holds (the output of a `listSearchSchema`, plus a screen's own filters). */
export interface ListSearch {
  page?: number;
  search?: string;
  sort?: string;
}
