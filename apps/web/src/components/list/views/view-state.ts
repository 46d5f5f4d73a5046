// Which saved view the list shows, and whether the person changed it since they applied it
// (docs/product-rules.md#columns-and-views).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { readColumnLayout } from '~/lib/lists/column-layout';
import { type ListView, listViewsQuery } from '~/lib/lists/list-views';

import { isColumnsEntry } from '../list-views-columns';
import type { ColumnChoice, ListViewsControl } from '../list-views-control';

/** Every column named in order, a hidden one as `-id`: what a view keeps, the list's own set included. */
export function explicitColumns(choices: readonly ColumnChoice[], value: unknown) {
  const { order, hidden } = readColumnLayout(choices, typeof value === 'string' ? value : undefined);
  return order.map((c) => (hidden.has(c.id) ? `-${c.id}` : c.id)).join(',');
}

const sameEntries = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Whether the list shows what `view` keeps: the same filters, search, sort and rows per page, and the same
 * columns when the view names them (a view saved without columns leaves the person's own).
 */
function shows(view: ListView, control: ListViewsControl) {
  const { columns: viewColumns, ...viewRest } = view.search;
  const { columns, ...rest } = control.current;
  if (!sameEntries(viewRest, rest)) return false;
  return (
    viewColumns === undefined ||
    explicitColumns(control.choices, viewColumns) === explicitColumns(control.choices, columns)
  );
}

// The view a person last applied to each list (by audience and list), while the list is on screen.
const picked = new Map<string, number>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const pick = (key: string, id: number | undefined) => {
  if (id === undefined) picked.delete(key);
  else picked.set(key, id);
  listeners.forEach((listener) => listener());
};

interface AppliedView {
  view: ListView;
  /** The list's state differs from the view's since it was applied. */
  changed: boolean;
}

/**
 * The list's saved views (the columns entry left out) and the one applied: the view the list shows, else the
 * one the person applied last while the list has been on screen, then changed.
 */
export function useAppliedView(control: ListViewsControl) {
  const query = useQuery(listViewsQuery(control.audience, control.listKey));
  const key = `${control.audience}:${control.listKey}`;
  const pickedId = useSyncExternalStore(subscribe, () => picked.get(key));
  const views = (query.data ?? []).filter((view) => !isColumnsEntry(view));
  const last = views.find((view) => view.id === pickedId);
  const shown = last && shows(last, control) ? last : views.find((view) => shows(view, control));
  const applied: AppliedView | null = shown
    ? { view: shown, changed: false }
    : last
      ? { view: last, changed: true }
      : null;
  return { query, views, applied, pick: (id: number | undefined) => pick(key, id) };
}

/** Forgets the view applied to the list when it leaves the screen: a new visit starts from what it shows. */
export function useForgetAppliedView(control: ListViewsControl) {
  const key = `${control.audience}:${control.listKey}`;
  useEffect(() => () => pick(key, undefined), [key]);
}
