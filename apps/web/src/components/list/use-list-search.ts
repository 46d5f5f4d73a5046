// A list's URL search, state only: read through the list's schema, changed through the router
// (docs/decisions/0026-typed-list-hook.md).
import { type RegisteredRouter, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';

import type { ListSearch } from '~/lib/lists/list-search';

import type { ListScreenOptions } from './list-screen-options';

/** The URL's search as a view keeps it: without the page, and without what is off. */
export const viewSearchOf = (search: object) =>
  Object.fromEntries(Object.entries(search).filter(([key, value]) => key !== 'page' && value !== undefined));

export function useListSearch<Search extends ListSearch>(
  options: Pick<ListScreenOptions<Search, never>, 'from' | 'schema' | 'onSearchChange'>,
) {
  const { schema, onSearchChange } = options;
  // The route has validated its search with the same schema; reading it through the schema again types it
  // here without a cast (the schemas' fallbacks make a second pass give the same values).
  const from: keyof RegisteredRouter['routesById'] = options.from;
  const urlSearch: object = useSearch({ from });
  const search = useMemo(() => v.parse(schema, urlSearch), [schema, urlSearch]);
  const navigate = useNavigate();

  /** Changes the URL's search; anything but paging starts again at page 1. */
  const setSearch = (patch: Partial<Search> | Partial<ListSearch>) => {
    onSearchChange?.();
    void navigate({
      to: '.',
      // Through the list's schema, so the patch is typed by the route: a value the list does not take (a
      // column that does not sort) is dropped as a hand-edited URL's would be.
      search: (prev) => ({ ...prev, ...v.parse(schema, { ...prev, page: undefined, ...patch }) }),
    });
  };
  /** Goes to a saved view's search, read through the list's schema (a stale value is dropped). */
  const applySearch = (viewSearch: Record<string, unknown>, replace = false) => {
    onSearchChange?.();
    return navigate({ to: '.', search: viewSearchOf(v.parse(schema, viewSearch)), replace });
  };
  /** Goes to a page without the search's other keys being read again (a page a delete emptied). */
  const replacePage = (page: number) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, page }), replace: true });

  /** The list opened with nothing in its URL: a default view may apply. */
  const openedBare = Object.keys(viewSearchOf(urlSearch)).length === 0;
  return { search, setSearch, applySearch, replacePage, openedBare };
}
