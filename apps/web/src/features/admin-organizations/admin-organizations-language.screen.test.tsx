// @vitest-environment jsdom
// The staff organisations' screens in another language (docs/decisions/0049-languages.md): their words come
// from the domain's catalog, in German, and none is left plain English (the pseudo-locale marks each with `~`).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff organizations in another language', () => {
  it("shows an organization's page in German, with its counts in German plurals", async () => {
    await renderRoute('/admin/organizations/1', { as: 'Administrator', locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Letzte Aktivität' })).toBeTruthy();
    expect(screen.getByText('Kunde seit')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^\d+ Benutzer$/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/virtuelle[rs]? Desktops?,/)).toBeTruthy());
  });

  it("leaves no English in the list's own words (pseudo-locale)", async () => {
    await renderRoute('/admin/organizations', { as: 'Administrator', locale: 'en-XA' });
    const table = await screen.findByRole('table');
    expect(await screen.findByText('Acme Corp')).toBeTruthy();
    const names = [
      screen.getByRole('heading', { level: 1 }).textContent,
      screen.getByRole('searchbox').getAttribute('aria-label') ?? screen.getByRole('searchbox').id,
      table.querySelector('caption')?.textContent,
      // The row menu's column is the list kit's (components/list), not this screen's.
      ...[...table.querySelectorAll('thead th')]
        .map((th) => th.textContent)
        .filter((text) => text?.trim() && text !== 'Actions'),
    ];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toContain('~');
  });
});
