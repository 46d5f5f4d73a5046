// A list page under live updates (docs/decisions/0048-live-data-in-the-app.md): a refetch the stream caused
// changes the rows on screen in place, and rows someone else created wait behind "N new" instead of moving the
// rows under the person's eyes.

type Keyed = { id: number | string };
const idOf = (row: Keyed) => String(row.id);

/**
 * The rows to show after a refetch the stream caused: `shown` as they are on screen, `next` the page as the API
 * has it now, `created` the ids someone else created. When `next` brings none of them, it is shown as it is.
 * Otherwise the rows on screen stay in their places with their new values (a row that left the page keeps its
 * last ones), and `waiting` counts the created rows held back until the person asks for them.
 */
export function mergeRows<Row extends Keyed>(
  shown: readonly Row[],
  next: readonly Row[],
  created: readonly string[],
): { rows: readonly Row[]; waiting: number } {
  const onScreen = new Set(shown.map(idOf));
  const waiting = next.filter((row) => !onScreen.has(idOf(row)) && created.includes(idOf(row))).length;
  if (waiting === 0) return { rows: next, waiting };
  const latest = new Map(next.map((row) => [idOf(row), row]));
  return { rows: shown.map((row) => latest.get(idOf(row)) ?? row), waiting };
}
