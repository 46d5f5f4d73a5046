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
 * Just the noun for a count ('file' for 1, 'files' otherwise), for text that shows the number apart. English
 * has one singular, exactly 1 or -1 (what Intl.PluralRules('en') says, without loading its locale data at start).
 */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return Math.abs(count) === 1 ? one : other;
}
