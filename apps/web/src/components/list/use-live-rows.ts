// The rows a list shows under live updates (docs/decisions/0048-live-data-in-the-app.md): a refetch the stream
// caused changes rows in place; rows someone else created wait behind "N new — show"; a deleted row is marked
// until the list's next refetch. Any other new page (the person's own paging, search or save) shows as it is.
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import { mergeRows } from '~/lib/live/list-merge';
import { liveListKey, type LiveListNews, useLive } from '~/lib/live/live-cache';

import type { Page } from './list-screen-options';

type Keyed = { id: number | string };

export interface LiveRows<Row> {
  rows: readonly Row[];
  /** Rows someone else created, held back. */
  waiting: number;
  /** Shows the page as it is now, the held-back rows with it. */
  show: () => void;
  /** Ids of rows deleted meanwhile. */
  deleted: ReadonlySet<string>;
  /** The stream's refetch is under way (the list does not say "Updating…" for it). */
  streaming: boolean;
}

export function useLiveRows<Row extends Keyed>(
  key: QueryKey,
  query: UseQueryResult<Page<Row>>,
): LiveRows<Row> {
  const news = useLive<LiveListNews>(liveListKey(key));
  const { data, dataUpdatedAt } = query;
  const page = JSON.stringify(key);
  const [shown, setShown] = useState<{
    data: Page<Row> | undefined;
    page: string;
    at: number;
    rows: readonly Row[];
    waiting: number;
  }>({ data, page, at: dataUpdatedAt, rows: data?.items ?? [], waiting: 0 });
  // A new page: held against what is on screen when the stream asked for it, shown as it is otherwise.
  if (shown.data !== data || shown.page !== page) {
    const streamed = shown.page === page && news !== undefined && news.at > shown.at;
    const next = data?.items ?? [];
    setShown({
      data,
      page,
      at: dataUpdatedAt,
      ...(streamed ? mergeRows(shown.rows, next, news.created) : { rows: next, waiting: 0 }),
    });
  }
  return {
    rows: shown.rows,
    waiting: shown.waiting,
    show: () => setShown((held) => ({ ...held, rows: held.data?.items ?? [], waiting: 0 })),
    deleted: new Set(news?.deleted),
    streaming: query.isFetching && news !== undefined && news.at > dataUpdatedAt,
  };
}
