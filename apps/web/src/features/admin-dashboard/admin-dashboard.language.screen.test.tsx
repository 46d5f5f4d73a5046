// @vitest-environment jsdom
// The staff area speaks the tab's language (docs/decisions/0049-languages.md): the dashboard in German, with a
// plural, and in the pseudo-locale, where every word of the screen's own comes from a catalog.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff dashboard in another language', () => {
  it('speaks German: heading, figures and a plural', async () => {
    await renderRoute('/admin/dashboard', { as: 'Administrator', locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mitarbeiter-Dashboard' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Kunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Aktive Organisationen/ })).toBeTruthy();
    // German's own plural: "1 läuft", "2 laufen".
    expect(screen.getByRole('link', { name: /^Virtuelle Desktops.*(1 läuft|\d+ laufen)$/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Alle Audit-Protokolle' })).toBeTruthy();
  });

  it('shows no plain English of its own in the pseudo-locale', async () => {
    await renderRoute('/admin/dashboard', { as: 'Administrator', locale: 'en-XA' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await within(main).findAllByRole('link', { name: /~$/ });
    const figures = within(main)
      .getAllByRole('region')
      .flatMap((section) => within(section).getAllByRole('link'));
    const names = [
      ...within(main)
        .getAllByRole('heading')
        .map((heading) => heading.textContent ?? ''),
      ...figures.map((link) => link.querySelector('span')?.textContent ?? ''),
      within(main).getAllByRole('link').at(-1)?.textContent ?? '',
    ];
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(name).toContain('~');
  });
});

describe('a staff list in the pseudo-locale', () => {
  it('names its heading and columns from the catalog', async () => {
    await renderRoute('/admin/staff', { as: 'Administrator', locale: 'en-XA' });
    const main = await screen.findByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    const headers = await within(main).findAllByRole('columnheader');
    const names = [heading, ...headers].map((element) => element.textContent ?? '');
    for (const name of names) expect(name).toContain('~');
  });
});
