// The page of rows a list shows, state only: its query, where the last page is, and the step back from a page
// a delete on this screen emptied (a stale bookmark past the end says so instead, list-empty.tsx).
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { Page } from './list-screen-options';

export function useListPage<Data extends Page<unknown>>(
  // Each feature's key has its own tuple type; the hook only hands the key on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: UseQueryOptions<Data, Error, Data, any>,
  enabled: boolean,
  goToPage: (page: number) => void,
) {
  const query = useQuery(enabled ? options : { ...options, enabled: false });
  const { data, isPlaceholderData } = query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && data.page > lastPage;

  const hadRows = useRef<number | null>(null);
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    if (pastTheEnd && hadRows.current === data.page) goToPage(lastPage);
    hadRows.current = data.items.length > 0 ? data.page : null;
    // The page to go to is read when the data changes; the function itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, pastTheEnd, lastPage, isPlaceholderData]);

  return { query, lastPage, pastTheEnd };
}
