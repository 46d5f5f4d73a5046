// @vitest-environment jsdom
// The staff aliases and services in another language (docs/decisions/0049-languages.md): their words come
// from the domain's catalog, in German, and none is left plain English (the pseudo-locale marks each with `~`).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff services in another language', () => {
  it('shows the aliases list in German, with its service counts in German plurals', async () => {
    await renderRoute('/admin/aliases', { as: 'Administrator', locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Aliasse', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Aliasse' });
    expect(within(table).getByRole('columnheader', { name: /Organisation/ })).toBeTruthy();
    expect(
      (await within(table).findAllByText(/^\d+ Desktops?, \d+ Telefone?, \d+ SMS$/)).length,
    ).toBeGreaterThan(0);
  });

  it("leaves no English in a services list's own words (pseudo-locale)", async () => {
    await renderRoute('/admin/services/virtualdesktops', { as: 'Administrator', locale: 'en-XA' });
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('link');
    // The counts by status above the table (the table's own scroll area is a region too).
    const counts = await screen.findByRole('region', { name: /šţàţûš/ });
    const names = [
      screen.getByRole('heading', { level: 1 }).textContent,
      table.querySelector('caption')?.textContent,
      screen.getByRole('main').querySelector('nav')?.getAttribute('aria-label'),
      ...within(screen.getByRole('main').querySelector('nav') ?? document.body)
        .getAllByRole('link')
        .map((link) => link.textContent),
      ...within(counts)
        .getAllByRole('button')
        .map((button) => button.textContent),
      // The row menu's and the selection's columns are the list kit's (components/list), not this screen's.
      ...[...table.querySelectorAll('thead th')]
        .map((th) => th.textContent)
        .filter((text) => text?.trim() && text !== 'Actions'),
      ...within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[class*="rounded"]')?.textContent)
        .filter(Boolean),
    ];
    expect(names.length).toBeGreaterThan(6);
    for (const name of names) expect(name).toContain('~');
  });
});
