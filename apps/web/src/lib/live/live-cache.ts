// What the live stream tells the screens, kept in the Query cache under `['live', …]` keys: no API path filter or
// refetch reaches them (they are never enabled), and a sign-out's `clear()` takes them with the
// rest. The stream's code (live-updates.tsx) writes them; the lists, the edit forms and the desktop page read them
// without loading it (docs/decisions/0048-live-data-in-the-app.md).
import { type QueryKey, useQuery } from '@tanstack/react-query';

import type { LiveStatus } from '@console/sdk';

/** The stream's state (`LiveStatus`); none before its code has loaded. */
export const liveStatusKey = ['live', 'status'] as const;

/** Who deleted the record at an API path (`/user/7`, as its edit form names it), when the stream said so. */
export const liveDeletedKey = (path: string) => ['live', 'deleted', path] as const;

/** A list page's news, by its query's key. */
export const liveListKey = (key: QueryKey) => ['live', 'list', key] as const;
export interface LiveListNews {
  /** Rows someone else created: they wait behind "N new" instead of moving the rows on screen. */
  created: string[];
  /** Rows deleted: marked until the list's next refetch. */
  deleted: string[];
  /** When the stream last marked the page stale (a refetch after it brings the stream's news). */
  at: number;
}

/** A live value, read without asking the API for anything. */
export const useLive = <T>(key: QueryKey): T | undefined =>
  useQuery<T>({ queryKey: key, queryFn: notFetched, enabled: false, staleTime: Infinity }).data;

/** A live value is set by the stream, never asked for. */
const notFetched = () => Promise.reject(new Error('A live value is set by the stream, not fetched.'));

/** The stream is open and current: what it tells replaces polling. */
export const useLiveUp = () => useLive<LiveStatus>(liveStatusKey) === 'live';
