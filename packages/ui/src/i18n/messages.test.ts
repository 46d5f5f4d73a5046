// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { changeLocale, getLocale, PSEUDO_LOCALE, subscribeLocale } from './locale.ts';
import { defineMessages, translate } from './messages.ts';

const german = `msgctxt "title"\nmsgid "Users"\nmsgstr "Benutzer"\n\nmsgctxt "count"\nmsgid "x"\nmsgstr "{count, plural, one {# Benutzer} other {# Benutzer}}"\n`;
let loads = 0;
const catalog = defineMessages(
  { title: 'Users', count: '{count, plural, one {# user} other {# users}}', untranslated: 'Only English' },
  {
    de: () => {
      loads += 1;
      return Promise.resolve({ default: german });
    },
    fr: () => Promise.reject(new Error('offline')),
  },
);

afterEach(() => changeLocale('en'));

describe('catalogs', () => {
  it('speaks English with nothing loaded', () => {
    expect(translate(catalog, 'count', { count: 1 })).toBe('1 user');
    // English numbers as format/number.ts writes them: grouped, at most two decimals.
    expect(translate(catalog, 'count', { count: 1234567 })).toBe('1,234,567 users');
    expect(translate(catalog, 'count', { count: 2.345 })).toBe('2.35 users');
    expect(loads).toBe(0);
  });

  it('switches once every registered catalog is loaded, and tells the listeners once', async () => {
    const heard: string[] = [];
    const stop = subscribeLocale(() => heard.push(getLocale()));
    await changeLocale('de');
    stop();
    expect(heard).toEqual(['de']);
    expect(document.documentElement.lang).toBe('de');
    expect(translate(catalog, 'title')).toBe('Benutzer');
    expect(translate(catalog, 'count', { count: 1200 })).toBe('1.200 Benutzer');
    // A message not yet translated shows in English.
    expect(translate(catalog, 'untranslated')).toBe('Only English');
    await changeLocale('en');
    await changeLocale('de');
    expect(loads).toBe(1);
  });

  it('stays in its language when another cannot load, and may try again', async () => {
    await expect(changeLocale('fr')).rejects.toThrow('offline');
    expect(getLocale()).toBe('en');
    await expect(changeLocale('fr')).rejects.toThrow('offline');
  });

  it('makes the pseudo-locale from English: accented and longer, values untouched', async () => {
    await changeLocale(PSEUDO_LOCALE);
    expect(translate(catalog, 'title')).toBe('Ûšéŕš~~');
    expect(translate(catalog, 'count', { count: 2 })).toMatch(/^2 ûšéŕš~+$/);
  });
});
