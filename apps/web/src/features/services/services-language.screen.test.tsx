// @vitest-environment jsdom
// The console's services in another language (docs/decisions/0049-languages.md): their words come from the
// services' catalogs, in German, and none is left plain English (the pseudo-locale marks each with `~`).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const SALES_EAST = 1;

describe('the services in another language', () => {
  it("shows an alias's file sharing in German, with its file counts in German plurals", async () => {
    await renderRoute(`/services/alias/${SALES_EAST}/filesharing`, { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dateifreigabe' })).toBeTruthy();
    const shares = screen.getByRole('navigation', { name: 'Freigaben' });
    expect(within(shares).getAllByText(/^\d+ Dateie?n? · /).length).toBeGreaterThan(0);
    const files = await screen.findByRole('table', { name: /^Dateien in / });
    expect(within(files).getByRole('columnheader', { name: /Größe/ })).toBeTruthy();
    // The breadcrumb's way back (the sidebar has an "Aliasse" link too).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Aliasse' })).toBeTruthy();
  });

  it("leaves no English in an alias page's own words (pseudo-locale)", async () => {
    await renderRoute(`/services/alias/${SALES_EAST}`, { locale: 'en-XA' });
    const main = await screen.findByRole('main');
    await within(main).findAllByRole('table');
    const names = [
      ...within(main)
        .getAllByRole('heading')
        .filter((heading) => heading.tagName !== 'H1')
        .map((heading) => heading.textContent),
      ...within(main)
        .getAllByRole('table')
        .map((table) => table.querySelector('caption')?.textContent),
      ...within(main)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        // The row menu's column is the kit's table (packages/ui), not this screen's.
        .filter((text) => text?.trim() && text !== 'Actions'),
      ...within(main)
        .getAllByRole('link')
        .filter((link) => link.className.includes('inline-flex'))
        .map((link) => link.textContent),
      within(main).getByRole('meter').getAttribute('aria-label'),
    ];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(name).toContain('~');
  });
});
