// @vitest-environment jsdom
// The display formats in German and French (docs/decisions/0049-languages.md); English stays the spec's exact
// wording, held by each format's own test.
import { afterEach, describe, expect, it } from 'vitest';

import { changeLocale, type Locale, PSEUDO_LOCALE } from '../i18n/locale.ts';
import { formatCapacity } from './capacity.ts';
import { formatDate, formatRelative, formatTime } from './date.ts';
import { formatDuration } from './duration.ts';
import { formatFileSize } from './file-size.ts';
import { formatNumber, formatPrice } from './number.ts';

afterEach(() => changeLocale('en'));

const moment = new Date(2026, 10, 22, 14, 5, 9);
async function inEach<T>(locales: Locale[], read: () => T): Promise<T[]> {
  const out: T[] = [];
  for (const locale of locales) {
    await changeLocale(locale);
    out.push(read());
  }
  return out;
}

describe('formats in the tab’s language', () => {
  it('writes dates with the full month name and times of day', async () => {
    expect(await inEach(['en', 'de', 'fr'], () => formatDate(moment))).toEqual([
      '22 November 2026',
      '22. November 2026',
      '22 novembre 2026',
    ]);
    const withSeconds = await inEach(['de', 'fr'], () => formatDate(moment, { time: 'seconds' }));
    expect(withSeconds[0]).toMatch(/^22\. November 2026.*14:05:09$/);
    expect(withSeconds[1]).toMatch(/^22 novembre 2026.*14:05:09$/);
    expect(await inEach(['en', 'de', 'fr'], () => formatTime(moment))).toEqual(['14:05', '14:05', '14:05']);
  });

  it('says relative times in the language, in the same steps as English', async () => {
    const now = moment.getTime();
    const threeHours = now - 3 * 3600_000;
    expect(await inEach(['en', 'de', 'fr'], () => formatRelative(threeHours, now))).toEqual([
      '3 hours ago',
      'vor 3 Stunden',
      'il y a 3 heures',
    ]);
    const inAMinute = now + 70_000;
    expect(await inEach(['en', 'de', 'fr'], () => formatRelative(inAMinute, now))).toEqual([
      'in a minute',
      'in 1 Minute',
      'dans 1 minute',
    ]);
  });

  it('writes numbers, sizes and prices with the locale’s separators and units', async () => {
    expect(await inEach(['en', 'de', 'fr'], () => formatNumber(1299.5))).toEqual([
      '1,299.5',
      '1.299,5',
      '1\u202f299,5',
    ]);
    expect(await inEach(['en', 'de', 'fr'], () => formatFileSize(1536))).toEqual([
      '1.50 KB',
      '1,50 KB',
      '1,50 Ko',
    ]);
    expect(await inEach(['en', 'de', 'fr'], () => formatCapacity(1536))).toEqual([
      '1.5 GB',
      '1,5 GB',
      '1,5 Go',
    ]);
    expect(await inEach(['en', 'de'], () => formatPrice(129950))).toEqual(['$1,299.50', '1.299,50\u00a0$']);
  });

  it('says "not available" in the language', async () => {
    expect(await inEach(['en', 'de', 'fr', PSEUDO_LOCALE], () => formatDuration(0))).toEqual([
      'N/A',
      'k. A.',
      'N/D',
      'N/A',
    ]);
    expect(await inEach(['de'], () => formatDuration(3725))).toEqual(['01:02:05']);
  });
});
