// A list opened without any search opens with the person's default view (if any), and asks for its rows only
// once that is known (docs/decisions/0033-saved-views-and-columns.md); the columns the person last chose show
// while the URL names none (docs/product-rules.md#columns-and-views).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { listViewsQuery, type ViewAudience } from '~/lib/lists/list-views';

import { rememberedColumns } from './list-views-columns';

/**
 * `awaiting`: the list must not ask for rows yet (its default view is not known or not yet applied).
 * `columns`: the person's own columns of the list, for when the URL has none.
 */
export function useDefaultView(
  audience: ViewAudience,
  viewsKey: string,
  openedBare: boolean,
  apply: (search: Record<string, unknown>, replace: boolean) => Promise<void>,
): { awaiting: boolean; columns: string | undefined } {
  const views = useQuery(listViewsQuery(audience, viewsKey));
  const defaultOf = () => views.data?.find((view) => view.is_default)?.search ?? null;
  // Decided once, when the list opens: a later empty URL (Clear all) is the person's choice, not a default's.
  // Views the route's loader already read decide it in the first render, with no second one.
  const [awaitingViews, setAwaitingViews] = useState(openedBare && views.isPending);
  const [defaultSearch, setDefaultSearch] = useState(() => (openedBare ? defaultOf() : null));
  if (awaitingViews && !views.isPending) {
    setAwaitingViews(false);
    setDefaultSearch(defaultOf());
  }
  useEffect(() => {
    if (!defaultSearch) return;
    void apply(defaultSearch, true).finally(() => setDefaultSearch(null));
    // Once, for the default view found when the list opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultSearch]);
  return { awaiting: awaitingViews || defaultSearch !== null, columns: rememberedColumns(views.data) };
}
