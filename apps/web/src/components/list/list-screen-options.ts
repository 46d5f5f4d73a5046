// What a list screen tells its list controller (useListController, list-controller.ts): its route, its URL search's schema,
// its query, and the words, filters, bulk actions and saved views it offers
// (docs/decisions/0011-domain-screen-pattern.md).
import type { UseQueryOptions } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type * as v from 'valibot';

import type { ListSearch } from '~/lib/lists/list-search';

import type { BulkAction } from './bulk-actions';
import type { ListFilter } from './list-filters';

/** The pagination shape every designed list shares (docs/product-rules.md#lists). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/**
 * A row's noun in the singular and the plural ("1 entry", "3 entries"), in the tab's language: without an
 * article, in the nominative ("Eintrag", "Einträge"; "entrée", "entrées"), as list.messages.ts puts them.
 */
export interface ListNoun {
  one: string;
  other: string;
}

/** A row's key: every designed list's rows carry their record's id. */
export const rowIdOf = (row: { id: number | string }) => String(row.id);

type RoutesById = RegisteredRouter['routesById'];
/** The routes whose URL search is `Search` (what their `validateSearch` returns, with their parents'). */
type ListRouteId<Search> = {
  [Id in keyof RoutesById]: RoutesById[Id]['types']['fullSearchSchema'] extends Search
    ? Search extends RoutesById[Id]['types']['fullSearchSchema']
      ? Id
      : never
    : never;
}[keyof RoutesById];

/** A list's search schema from `listSearchSchema`: its output is the URL's search, with its default sort. */
type ListSearchSchema<Search extends ListSearch> = v.GenericSchema<unknown, Search> & {
  defaultSort: string;
};

export interface ListScreenOptions<Search extends ListSearch, Data extends Page<{ id: number | string }>> {
  /**
   * The list's route (its id, as `createFileRoute` names it; a screen shared by several routes passes the one
   * it is on). Only a route whose search is the schema's output type-checks.
   */
  from: ListRouteId<Search>;
  /** The route's `validateSearch`: its output types the search, and its `defaultSort` is the table's sort. */
  schema: ListSearchSchema<Search>;
  /**
   * The list's query from its feature's key factory (the factory owns the page size). Its page may carry
   * more than the rows (e.g. counts by status), which the screen reads from `query.data`.
   */
  // Each feature's key has its own tuple type; the hook only hands the key on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: (search: Search) => UseQueryOptions<Data, Error, Data, any>;
  /** What a row is, for messages: { one: 'user', other: 'users' } (read as the list renders). */
  noun: ListNoun;
  /** Shown when the list is empty without a search, e.g. <EmptyState title="No users yet" />. */
  empty: ReactNode;
  /** What to try when a search finds nothing. */
  searchHint?: string;
  /** Called on every change the screen makes to the URL's search (e.g. to set a performance mark). */
  onSearchChange?: () => void;
  /**
   * The list's filters, each a key of its URL search (the schema's `filters`): drawn as list boxes in the
   * toolbar and, while on, as removable chips with "Clear all". A function of the page on screen names a
   * chip's value from its rows (the user a log is filtered by).
   */
  filters?: readonly ListFilter<Search>[] | ((page: Data | undefined) => readonly ListFilter<Search>[]);
  /**
   * Actions on selected rows, only those the person may do: with any, the table gets a checkbox column and a
   * selection bar (docs/decisions/0028-list-power.md).
   */
  bulkActions?: readonly BulkAction<Data['items'][number]>[];
  /** Names a row (its checkbox, a confirmation, a failure); needed with `bulkActions`. */
  rowLabel?: (row: Data['items'][number]) => string;
  /**
   * The list's stable name, under which people's saved views and column choices are kept on the server
   * ("users", "admin-organizations"). Never derived from the route: a route file that moves keeps its views
   * (docs/decisions/0033-saved-views-and-columns.md).
   */
  viewsKey: string;
}
