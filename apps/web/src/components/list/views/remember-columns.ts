// Keeps the columns a person chooses for a list on the server, in their entry of the list's views
// (list-views-columns.ts), so that their next visit, on any device, shows them
// (docs/product-rules.md#columns-and-views).
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { type ListView, listViewsQuery, type ViewAudience } from '~/lib/lists/list-views';

import { COLUMNS_ENTRY, isColumnsEntry } from '../list-views-columns';
import { viewCalls } from './list-views.mutations';
import { viewsMessages } from './views.messages';

/** Stands for the entry in the cache until the server has given it an id. */
const NOT_YET_SAVED = 0;

const searchOf = (columns: string | undefined): ListView['search'] =>
  columns === undefined ? {} : { columns };
const entryOf = (all: readonly ListView[] | undefined) => all?.find(isColumnsEntry);

/**
 * The writer of a list's columns entry: the cache has the choice at once (the table follows it), the server one
 * write at a time with the latest choice last (a press made while a write is on its way is sent when it has
 * settled, so there are never two creations, nor an older choice saved after a newer one).
 */
export function useRememberColumns(audience: ViewAudience, list: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listViewsQuery(audience, list);
  const call = viewCalls[audience];
  const queue = useRef<{ next: { columns: string | undefined } | null; writing: boolean }>({
    next: null,
    writing: false,
  });

  /** Puts `entry` (the server's) or the choice `columns` in the cached views of the list. */
  const cache = (columns: string | undefined, entry?: ListView) =>
    queryClient.setQueryData(queryKey, (all: ListView[] | undefined) => {
      if (!all) return all;
      const now = entryOf(all);
      const search = searchOf(columns);
      if (now) return all.map((view) => (view === now ? { ...view, ...entry, search } : view));
      if (!entry && columns === undefined) return all;
      const at = new Date().toISOString();
      const stub = {
        id: NOT_YET_SAVED,
        list,
        name: COLUMNS_ENTRY,
        is_default: false,
        created_at: at,
        updated_at: at,
      };
      return [...all, { ...stub, ...entry, search }];
    });

  const write = async (columns: string | undefined) => {
    const search = searchOf(columns);
    const id = entryOf(queryClient.getQueryData(queryKey))?.id ?? NOT_YET_SAVED;
    if (id !== NOT_YET_SAVED) return call.update(id, { search });
    if (columns !== undefined) return call.create({ list, name: COLUMNS_ENTRY, search, is_default: false });
    return undefined;
  };

  /** The newest choice: one made while a write was on its way, else `columns`. */
  const newest = (columns: string | undefined) => {
    const { next } = queue.current;
    return next ? next.columns : columns;
  };
  const writeAll = async () => {
    const state = queue.current;
    state.writing = true;
    while (state.next) {
      const { columns } = state.next;
      state.next = null;
      try {
        const saved = await write(columns).catch(async () => {
          // Deleted or created meanwhile elsewhere: once more, on the server's entries as they are now.
          await queryClient.fetchQuery({ ...listViewsQuery(audience, list), staleTime: 0 });
          cache(newest(columns));
          return write(columns);
        });
        // The server's entry (its id), showing the newest choice: one made meanwhile is still to be sent.
        if (saved) cache(newest(columns), saved);
      } catch {
        toast.error(translate(viewsMessages, 'columnsNotKept'));
      }
    }
    state.writing = false;
  };

  return (columns: string | undefined) => {
    cache(columns);
    queue.current.next = { columns };
    if (!queue.current.writing) void writeAll();
  };
}
