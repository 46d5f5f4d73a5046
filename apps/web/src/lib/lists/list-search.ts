// The search params every list screen keeps in the URL (page, search, sort, columns, rows per page), validated with valibot so a
// bookmarked or hand-edited URL never breaks a screen: a bad value falls back to the default.
import * as v from 'valibot';

const page = v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1));
// The router reads `?search=2125911252` as a number (it parses search params as JSON): free text takes it as the
// text it was typed as, so a shared or typed link with a phone number still searches for it.
const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const search = v.fallback(v.optional(v.pipe(text, v.trim(), v.maxLength(200))), undefined);

/**
 * page (1-based), search (free text) and sort (a field, `-` prefix for descending) for a list's URL, plus the
 * list's own `filters`. The URL leaves the sort out while it is the default; `defaultSort` says which that is,
 * for the query and the table.
 */
export function listSearchSchema<
  const Field extends string,
  const Filters extends v.ObjectEntries = Record<never, never>,
>(sortFields: readonly Field[], defaultSort: Field | `-${Field}`, filters: Filters = {} as Filters) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`] as const);
  const schema = v.object({
    page,
    search,
    sort: picklistFilter(sortValues),
    // The columns' ids in order, comma-separated, a hidden one as `-id` (lib/lists/column-layout.ts): a short text
    // like the search's, whose ids the list checks against its own columns.
    columns: search,
    // Rows per page, when the person chose other than the list's own.
    size: v.fallback(v.optional(v.picklist(LIST_PAGE_SIZES)), undefined),
    ...filters,
  });
  return Object.assign(schema, { defaultSort });
}

// Filters several lists share: a hand-edited or stale value means "no filter".
/** One of `values` (a status, a kind…). One helper for every list keeps the first chunk small (decision 0010). */
export const picklistFilter = <const Value extends string>(values: readonly Value[]) =>
  v.fallback(v.optional(v.picklist(values)), undefined);
/** An id (of an organisation, a location, a user…). */
export const idFilter = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
/** An active/inactive filter as the API takes it: `true` only active records, `false` only inactive ones. */
export const activeFilter = v.fallback(v.optional(v.boolean()), undefined);
/** A calendar day, as the contract's `date_from` / `date_to` take it. */
export const dayFilter = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);
/** A log entry's action, in the contract's LogAction pattern `area.verb` (the audit log and the staff trail). */
export const logActionFilter = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+\.[a-z_]+$/))),
  undefined,
);

/** Every one of `keys` off, as a patch of a list's search (a screen's "Clear filters"). */
export const noFilters = <Search>(keys: readonly (keyof Search & string)[]) =>
  Object.fromEntries(keys.map((key) => [key, undefined])) as Partial<Search>;

/** What every list URL holds (the output of a `listSearchSchema`, plus a screen's own filters). */
export interface ListSearch {
  page?: number;
  search?: string;
  sort?: string;
  /**
   * Rows per page, one of `LIST_PAGE_SIZES`, when the person chose other than the list's own. Reading every
   * page (an export, "select all matching") asks for `LIST_READ_ALL_SIZE` without putting it in the URL.
   */
  size?: number;
  /** The columns in order, hidden ones as `-id` (lib/lists/column-layout.ts); none means the list's own. */
  columns?: string;
}

/**
 * A list route's `loaderDeps`: its search without the shown columns, which change the table, not the rows.
 * The loader then starts the very request the list hook makes (same key, no `columns` sent to the API), and
 * showing or hiding a column asks the server for nothing.
 */
export const rowsSearchOf = <Search extends { columns?: string }>(search: Search) => ({
  ...search,
  columns: undefined,
});

/** The contract's largest page (`Size`): every page of a list read in the fewest requests. */
export const LIST_READ_ALL_SIZE = 100;
/** The page sizes a person may choose for a list (its own size is offered too). */
export const LIST_PAGE_SIZES = [10, 25, 50, LIST_READ_ALL_SIZE] as const;
