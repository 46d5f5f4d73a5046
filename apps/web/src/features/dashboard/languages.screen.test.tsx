// @vitest-environment jsdom
// The dashboard, the sidebar, the command palette and the help pages in German, and in the pseudo-locale with no
// plain English word of their own left (docs/decisions/0049-languages.md). Record data (names, the audit log's
// descriptions, the help articles' titles) comes from the server and stays as written.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const openPalette = () => fireEvent.keyDown(document, { key: 'k', ctrlKey: true });

describe('the dashboard, the sidebar and the palette in another language', () => {
  it('speak German', async () => {
    const { user } = await renderRoute('/dashboard', { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Olivia' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(sidebar).getByRole('link', { name: 'Organisationsinfo' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Benutzerhandbuch' })).toBeTruthy();
    expect(screen.getByText('Virtuelle Desktops')).toBeTruthy();
    expect(screen.getByText(/^\d+ aktiv von \d+$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Benutzer anzeigen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Letzte Aktivität' })).toBeTruthy();

    openPalette();
    const box = await screen.findByRole('combobox', { name: 'Ansichten, Aktionen und Einträge suchen' });
    await user.type(box, 'benutzer');
    // The palette searches the names in the tab's language: the screen and the action, each in its group.
    expect(await screen.findByRole('option', { name: /^Benutzer hinzufügen/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ansichten' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Aktionen' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('palette-status').textContent).toMatch(/^\d+ Ergebnisse?$/),
    );
  });

  it('write a help section in German, with its plurals', async () => {
    await renderRoute('/bestpractices', { as: 'readonly', locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best Practices' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ordner' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Best Practices nach Titel durchsuchen' })).toBeTruthy();
    expect(screen.getAllByText(/^\d+ Artikel(, \d+ Ordner)?$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Aktualisiert am /).length).toBeGreaterThan(0);
  });

  it('leave no plain English word of their own in the pseudo-locale', async () => {
    await renderRoute('/dashboard', { locale: 'en-XA' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /~/ });
    const sidebar = screen.getByRole('navigation', { name: /~/ });
    const activity = within(main).getAllByRole('listitem');
    const shown = [
      ...within(sidebar).getAllByRole('link'),
      ...within(main).getAllByRole('heading'),
      ...main.querySelectorAll('dt'),
      // The links of the main area, but the audit log entries' own descriptions.
      ...within(main)
        .getAllByRole('link')
        .filter((link) => !activity.some((item) => item.contains(link))),
    ];
    openPalette();
    const box = await screen.findByRole('combobox');
    const palette = screen.getByRole('dialog');
    shown.push(box, ...within(palette).getAllByRole('option'), ...within(palette).getAllByRole('group'));
    const names = shown.map(
      (element) =>
        element.getAttribute('aria-label') ??
        (element.getAttribute('aria-labelledby') &&
          document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent) ??
        element.textContent ??
        '',
    );
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) expect(name).toContain('~');
  });
});
