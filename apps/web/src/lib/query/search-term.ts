import { useEffect, useState } from 'react';

/** How long typing pauses before a picker asks the server (the list's search box waits 300 ms for the URL). */
export const SEARCH_PAUSE_MS = 250;

/**
 * The text a searchable select asks the server for: what is typed, trimmed, once typing pauses, so "Globex" is one
 * search and not six whose answers may come back out of order. `typing` is true while the box holds text not yet
 * searched for, so the picker can say it is searching instead of "no matches"; `typed` is the text now, trimmed.
 */
export function useSearchTerm(): {
  typed: string;
  term: string;
  typing: boolean;
  onQueryChange: (text: string) => void;
} {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const typed = text.trim();
  useEffect(() => {
    if (typed === term) return;
    const timer = setTimeout(() => setTerm(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);
  return { typed, term, typing: typed !== term, onQueryChange: setText };
}

/**
 * A server-searched picker's `filter`: once the server has answered what was typed, its options as they are; until
 * then (typing pauses, the search is on its way) only those whose label contains the typed text, so Enter never
 * takes an option the text does not name.
 */
export function searchedOptions<T>(getLabel: (option: T) => string, answered: boolean) {
  return (options: readonly T[], query: string): T[] => {
    const typed = query.trim().toLowerCase();
    return answered
      ? [...options]
      : options.filter((option) => getLabel(option).toLowerCase().includes(typed));
  };
}
