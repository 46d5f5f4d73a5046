// A list's column layout as the URL's `columns` keeps it (docs/decisions/0033-saved-views-and-columns.md): the
// ids in the order shown, a hidden column as `-id` where it stands, e.g. `name,-country,status,created`.
// A column the value does not name (one a later release added, after a view was saved) is shown, next to the
// column it follows in the list's own order; ids the list does not have are dropped.

/** Every column of the list in the layout's order, and which of them are hidden. */
export interface ColumnLayout<C> {
  order: C[];
  hidden: Set<string>;
}

export function readColumnLayout<C extends { id: string }>(
  columns: readonly C[],
  value: string | undefined,
): ColumnLayout<C> {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const hidden = new Set<string>();
  const named: string[] = [];
  for (const entry of value?.split(',') ?? []) {
    const id = entry.startsWith('-') ? entry.slice(1) : entry;
    if (!byId.has(id) || named.includes(id)) continue;
    named.push(id);
    if (entry.startsWith('-')) hidden.add(id);
  }
  const order = [...named];
  columns.forEach((column, index) => {
    if (order.includes(column.id)) return;
    const before = columns[index - 1];
    order.splice(before ? order.indexOf(before.id) + 1 : 0, 0, column.id);
  });
  // The first column identifies a row: it is always shown.
  const first = columns[0];
  if (first) hidden.delete(first.id);
  return { order: order.flatMap((id) => byId.get(id) ?? []), hidden };
}

/** The columns shown, in order. */
export function shownColumns<C extends { id: string }>(
  columns: readonly C[],
  value: string | undefined,
): C[] {
  const { order, hidden } = readColumnLayout(columns, value);
  return order.filter((c) => !hidden.has(c.id));
}

/** `columns` for a layout, or undefined when it is the list's own (its order, nothing hidden). */
export function writeColumnLayout(
  columns: ReadonlyArray<{ id: string }>,
  order: readonly string[],
  hidden: ReadonlySet<string>,
): string | undefined {
  const own = columns.map((c) => c.id).join(',');
  if (hidden.size === 0 && order.join(',') === own) return undefined;
  return order.map((id) => (hidden.has(id) ? `-${id}` : id)).join(',');
}
