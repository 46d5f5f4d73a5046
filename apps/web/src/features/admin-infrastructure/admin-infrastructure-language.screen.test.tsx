// @vitest-environment jsdom
// The staff locations and resource pools in another language (docs/decisions/0049-languages.md): their words
// come from the domain's catalog, in German, and none is left plain English (the pseudo-locale marks each).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff infrastructure in another language', () => {
  it("shows a location's page in German, with its desktops in a German plural", async () => {
    await renderRoute('/admin/locations/1', { as: 'Administrator', locale: 'de' });
    expect(await screen.findByRole('heading', { name: /^Ressourcenpools \(\d+\)$/ })).toBeTruthy();
    const pools = screen.getByRole('table', { name: /^Ressourcenpools in / });
    expect(within(pools).getByRole('columnheader', { name: 'Auslastung' })).toBeTruthy();
    expect(screen.getByText('Hier laufende Dienste')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^\d+ virtuelle[rs]? Desktops?$/ })).toBeTruthy();
  });

  it("leaves no English in the pools list's own words (pseudo-locale)", async () => {
    await renderRoute('/admin/resourcepools', { as: 'Administrator', locale: 'en-XA' });
    const table = await screen.findByRole('table');
    const meters = await within(table).findAllByRole('meter');
    const names = [
      screen.getByRole('heading', { level: 1 }).textContent,
      table.querySelector('caption')?.textContent,
      ...meters.map((meter) => meter.getAttribute('aria-label')),
      // The row menu's column is the list kit's (components/list), not this screen's.
      ...[...table.querySelectorAll('thead th')]
        .map((th) => th.textContent)
        .filter((text) => text?.trim() && text !== 'Actions'),
    ];
    expect(names.length).toBeGreaterThan(6);
    for (const name of names) expect(name).toContain('~');
  });
});
