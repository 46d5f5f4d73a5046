// @vitest-environment jsdom
// The staff locations and resource pools in another language (docs/decisions/0049-languages.md): their words
// come from the domain's catalog, in German, and none is left plain English (the pseudo-locale marks each).
import { screen, waitFor, within } from '@testing-library/react';
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

  it("shows a pool's capacity the German way in its edit dialog, and saves it as it is", async () => {
    const { user, mock } = await renderRoute('/admin/resourcepools', { as: 'Administrator', locale: 'de' });
    const actions = await screen.findByRole('button', { name: 'Aktionen für us-east-1-desktop' });
    const id = mock.state.db.resourcePools.find((p) => p.name === 'us-east-1-desktop')?.id ?? 0;
    mock.state.db.resourcePools.update(id, { capacity: 12000, used: 1500 });
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    const capacity = (await within(dialog).findByLabelText(/^Kapazität/)) as HTMLInputElement;
    await waitFor(() => expect(capacity.value).toBe('12.000'));
    expect(dialog.textContent).toContain('Derzeit sind 1.500 Einheiten in Gebrauch.');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Die Änderungen an us-east-1-desktop sind gespeichert.')).toBeTruthy();
    expect(mock.state.db.resourcePools.get(id)?.capacity).toBe(12000);
  });

  it('says in German when a capacity is not a whole number', async () => {
    const { user } = await renderRoute('/admin/resourcepools', { as: 'Administrator', locale: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Aktionen für us-east-1-desktop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    const capacity = (await within(dialog).findByLabelText(/^Kapazität/)) as HTMLInputElement;
    await waitFor(() => expect(capacity.value).not.toBe(''));
    await user.clear(capacity);
    await user.type(capacity, '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await within(dialog).findByText('Geben Sie eine ganze Zahl von Einheiten ein, mindestens 1.'),
    ).toBeTruthy();
  });
});
