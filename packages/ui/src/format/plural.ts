import { formatNumber } from './number.ts';

/**
 * A count with its noun in the right number: `formatCount(1, 'virtual desktop')` → '1 virtual desktop',
 * `formatCount(1200, 'entry', 'entries')` → '1,200 entries'. The plural is the singular plus "s" unless given.
 * Every count the console shows next to a noun goes through this (English plural rules, grouped digits).
 */
export function formatCount(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralNoun(count, one, other)}`;
}

/**
 * Just the noun for a count ('file' for 1, 'files' otherwise), for text that shows the number apart: the
 * platform's English plural rules choose (1 and -1 are singular, 1.5 and 0 are not; nothing to load).
 */
export const pluralNoun = (count: number, one: string, other = `${one}s`): string =>
  new Intl.PluralRules('en').select(count) === 'one' ? one : other;
