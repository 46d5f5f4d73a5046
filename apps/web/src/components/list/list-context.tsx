// The list context: a list screen's controller and its columns, for the toolbar, the table, the empty states,
// the selection bar, the export and the views, so a screen passes them once and nothing reports back up
// (docs/decisions/0011-domain-screen-pattern.md).
import { createContext, type ReactNode, use, useEffect, useId, useRef } from 'react';

import type { Column } from '@console/ui';

import type { ListSearch } from '~/lib/lists/list-search';

import type { ListController } from './list-controller';
import type { Page } from './list-screen-options';

export interface ListContextValue<Row extends { id: number | string }> {
  list: ListController<ListSearch, Page<Row>>;
  /** The screen's columns, all of them: the table shows those the URL's `columns` keep, in its order. */
  columns: readonly Column<Row>[];
  /** The id of the table's box, where focus goes when what held it is gone. */
  focusId: string;
}

const ListContext = createContext<object | null>(null);

/** Any list screen's controller, by what the provider reads of its type: the rows of its page. */
type SomeListController = Pick<ListController, 'audience'> & {
  query: { data?: Page<{ id: number | string }> };
};
type RowOf<List extends SomeListController> = NonNullable<List['query']['data']>['items'][number];

/** Hands a list screen's controller and columns to the list's parts (the columns typed by its rows). */
export function ListProvider<List extends SomeListController>({
  list,
  columns,
  children,
}: {
  list: List;
  columns: readonly Column<RowOf<List>>[];
  children: ReactNode;
}) {
  const focusId = useId();
  // A bulk action's button (its bar goes once the run succeeds) or a deleted row's menu button held focus and
  // is gone: focus goes to the table instead of falling back to the page's <body>.
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    if (document.activeElement !== document.body || !lastFocused.current) return;
    if (!lastFocused.current.isConnected) document.getElementById(focusId)?.focus();
    lastFocused.current = null;
  });
  return (
    <ListContext value={{ list, columns, focusId }}>
      <div className="contents" onFocus={(event) => (lastFocused.current = event.target)}>
        {children}
      </div>
    </ListContext>
  );
}

/** The list a part is drawn in: the parts are drawn only inside a `ListProvider`. */
export function useListContext<Row extends { id: number | string }>(): ListContextValue<Row> {
  // The provider took the controller and columns of one row type; its parts read them back as that type
  // (a context cannot carry the type parameter across).
  return use(ListContext) as ListContextValue<Row>;
}
