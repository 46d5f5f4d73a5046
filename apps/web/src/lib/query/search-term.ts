import { type QueryKey, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long typing pauses before a picker asks the server (the list's search box waits 300 ms for the URL). */
export const SEARCH_PAUSE_MS = 250;

interface ServerSearch<TData, TError, TOption> {
  /** The server's answer for the last term asked for (the previous term's, as placeholder, while it is on its way). */
  query: UseQueryResult<TData, TError>;
  /** What the box holds now, trimmed. */
  typed: string;
  /** The combobox's `onQueryChange`. */
  onQueryChange: (text: string) => void;
  /**
   * The combobox's `filter`: once the server has answered what was typed, its options as they are; until then
   * (typing pauses, the search is on its way) only those whose label contains the typed text, so Enter never
   * takes an option the text does not name.
   */
  filter: (options: readonly TOption[], query: string) => TOption[];
  /** True while typing or while the server is asked: the picker says it is searching instead of "no matches". */
  searching: boolean;
}

/**
 * A server-searched picker's search: what is typed, trimmed, is asked for once typing pauses, so "Globex" is one
 * search and not six whose answers may come back out of order. `queryFor` gives the query for a term (keeping the
 * previous answer as placeholder data); `getLabel` the option's label that the typed text narrows by.
 */
export function useServerSearch<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TOption>(
  queryFor: (term: string) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  getLabel: (option: TOption) => string,
): ServerSearch<TData, TError, TOption> {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const typed = text.trim();
  useEffect(() => {
    if (typed === term) return;
    const timer = setTimeout(() => setTerm(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);
  const query = useQuery(queryFor(term));
  const typing = typed !== term;
  const answered = !typing && !query.isPlaceholderData;
  return {
    query,
    typed,
    onQueryChange: setText,
    filter: (options, narrowBy) => {
      const needle = narrowBy.trim().toLowerCase();
      return answered
        ? [...options]
        : options.filter((option) => getLabel(option).toLowerCase().includes(needle));
    },
    searching: typing || query.isFetching,
  };
}
