// @vitest-environment jsdom
// The lists' and forms' shared pieces in the tab's language (docs/decisions/0049-languages.md): German on the users
// list (toolbar, chips, selection bar, a bulk action's toast, the page past the last) and its add form (Cancel,
// the leave question), and the pseudo-locale, in which every word these pieces draw comes from their catalogs.
// The screen's own words (its heading, columns, nouns) are its feature's: the checks leave them open.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { translate } from '@console/ui/i18n';

import { renderRoute } from '~/testing';

import { listMessages } from './list.messages';

/** The table's body rows (the header row left out), once the first page is there. */
async function bodyRows() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('the lists and forms in German', () => {
  it('says the toolbar, the chips, the selection and a bulk outcome in German', async () => {
    const { user } = await renderRoute('/users?status=false', { locale: 'de' });
    const [first] = await bodyRows();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ansichten' })).toBeTruthy();
    const chips = screen.getByRole('group', { name: 'Aktive Filter' });
    expect(within(chips).getByRole('button', { name: /^Filter entfernen: / })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Alle entfernen' })).toBeTruthy();

    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Auswahl' });
    expect(within(bar).getByText('1 ausgewählt')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Auswahl aufheben' })).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Aktivieren' }));
    // The count and its noun by German's plural rules, then the action's outcome, with Undo.
    expect(await screen.findByText(/^1 \S+ aktiviert\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
  });

  it('says a page past the last in German, with the number of pages in the plural', async () => {
    await renderRoute('/users?page=99', { locale: 'de' });
    expect(await screen.findByText('Seite 99 ist leer')).toBeTruthy();
    expect(screen.getByText(/^Es gibt 40 \S+ auf 2 Seiten\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zu Seite 2' })).toBeTruthy();
  });

  it("asks in German before a form's Cancel loses what was typed", async () => {
    const { user } = await renderRoute('/users/add', { locale: 'de' });
    const [field] = await screen.findAllByRole('textbox');
    await user.type(field as HTMLElement, 'Typed');
    await user.click(screen.getByRole('link', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Diese Seite verlassen?' });
    expect(within(question).getByText(/^Ihre Eingaben sind noch nicht gespeichert\./)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Auf dieser Seite bleiben' }));
    expect(screen.getByDisplayValue('Typed')).toBeTruthy();
  });
});

describe('the lists in the pseudo-locale', () => {
  it('draws no word of the toolbar, the selection bar or a row menu outside the catalogs', async () => {
    const { user } = await renderRoute('/users?status=false', { locale: 'en-XA' });
    // In the pseudo-locale: accented and padded with tildes (a hard-coded English word would be plain).
    const t = (key: keyof typeof listMessages.source, values?: Record<string, string | number>) => {
      const text = translate(listMessages, key, values);
      expect(text).toMatch(/~/);
      return text;
    };
    const [first] = await bodyRows();
    expect(screen.getByRole('button', { name: t('export') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('views') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('filtersOn', { count: 1 }) })).toBeTruthy();
    const chips = screen.getByRole('group', { name: t('activeFilters') });
    for (const chip of within(chips).getAllByRole('button')) expect(chip.textContent).toMatch(/~/);

    const row = first as HTMLElement;
    const name = within(row).getByRole('link').textContent ?? '';
    await user.click(within(row).getByRole('button', { name: t('actionsFor', { name }) }));
    expect(await screen.findByRole('menuitem', { name: t('edit') })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: t('delete') })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: t('selection') });
    expect(within(bar).getByText(t('selectedCount', { count: 1 }))).toBeTruthy();
    for (const key of ['activate', 'bulkDelete', 'clearSelection'] as const)
      expect(within(bar).getByRole('button', { name: t(key) })).toBeTruthy();
  });
});
