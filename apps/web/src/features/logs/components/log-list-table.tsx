// The list of a log screen (the console's audit log, the staff's audit and developer logs): its table, with
// the empty state of filters that match nothing, and the chips of its filters (their controls are the
// screen's own: day pickers, people found as you type).
import { useEffect } from 'react';

import { formatDate } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { chipOnlyFilter, type ListFilter, ListTable } from '~/components/list';

import { logsMessages } from '../logs.messages';
import { BackwardsRange, isBackwardsRange, NoMatchingEntries } from './log-list-parts';

/**
 * Whether a log's filters (the URL search keys it may set, the search box's among them) narrow the list
 * without a search (for its empty state).
 */
export function logFiltersNarrow<Search extends { search?: string }>(
  search: Search,
  keys: readonly (keyof Search)[],
): boolean {
  return !search.search && keys.some((key) => key !== 'search' && search[key] !== undefined);
}

/** The chips of a log's day range ("From: 3 May 2026"), whose pickers the screen draws. */
export function dayRangeChips<
  Search extends { date_from?: string; date_to?: string },
>(): ListFilter<Search>[] {
  return [
    chipOnlyFilter<Search>('date_from', translate(logsMessages, 'from'), formatDate),
    chipOnlyFilter<Search>('date_to', translate(logsMessages, 'to'), formatDate),
  ];
}

/** The filters of a log's list, as its table needs them for its empty state. */
export interface LogListFilters {
  /** A filter besides the search box is set, and the search box is empty: an empty page is their doing. */
  narrowing: boolean;
  /** What to try when they match nothing. */
  hint: string;
  onClear: () => unknown;
  /** The day range filter, so a backwards one is said instead of "no entries" (and its way out offered). */
  range: {
    from: string | undefined;
    to: string | undefined;
    onChange: (patch: { date_from?: string; date_to?: string }) => unknown;
  };
}

/** A log's entries, from its list context, with "No entries match these filters" and the backwards day range. */
export function LogListTable({ caption, filters }: { caption: string; filters: LogListFilters }) {
  // The shared columns and chips are translated as the screen builds them: this has their catalog loaded first
  // (suspending until it is, so the screen renders again with it).
  useMessages(logsMessages);
  const { from, to, onChange } = filters.range;
  if (isBackwardsRange(from, to))
    return (
      <ListTable
        caption={caption}
        rows={[]}
        loading={false}
        error={null}
        empty={<BackwardsRange onSwap={() => onChange({ date_from: to, date_to: from })} />}
      />
    );
  return (
    <ListTable
      caption={caption}
      {...(filters.narrowing && {
        empty: <NoMatchingEntries hint={filters.hint} onClear={filters.onClear} />,
      })}
    />
  );
}

/** Sets a performance mark once a list's fresh rows are on screen (not the previous page's, kept meanwhile). */
export function useRowsShownMark(query: { data: unknown; isPlaceholderData: boolean }, mark: string): void {
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) performance.mark(mark);
  }, [data, isPlaceholderData, mark]);
}
