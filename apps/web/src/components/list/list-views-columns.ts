// The columns a person last chose for a list, kept for them on the server without saving a view: an entry of
// their own among their views of the list, under a reserved name (docs/product-rules.md#columns-and-views).
import type { ListView } from '~/lib/lists/list-views';

/** The reserved name of the entry that keeps a person's columns of a list; its `search` is `{ columns }`. */
export const COLUMNS_ENTRY = '~columns';

/** The entry of the person's columns (names are unique ignoring case): never listed as a view nor given to one. */
export const isColumnsEntry = (view: Pick<ListView, 'name'>) =>
  view.name.trim().toLowerCase() === COLUMNS_ENTRY;

/** The person's columns of the list (the URL's `columns` form), if they chose any. */
export function rememberedColumns(views: readonly ListView[] | undefined): string | undefined {
  const columns = views?.find(isColumnsEntry)?.search.columns;
  return typeof columns === 'string' && columns !== '' ? columns : undefined;
}
