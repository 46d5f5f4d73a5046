// @vitest-environment jsdom
// A service type's price in German (docs/product-rules.md#formats-and-masks): the field takes and shows the price
// as German writes it, and the API gets the same cents (src/testing).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const priceField = () => screen.getByLabelText(/^Preis pro Monat/) as HTMLInputElement;

/** The add form in German, as the Administrator: a new type "Desktop XL" submitted with `price` in its field. */
async function addTypeInGerman(price: string) {
  const rendered = await renderRoute('/admin/servicetypes/add', { as: 'Administrator', locale: 'de' });
  const { user } = rendered;
  await user.type(await screen.findByLabelText(/^Name/), 'Desktop XL');
  await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'desktop-xl');
  await user.type(priceField(), price);
  await user.click(screen.getByRole('button', { name: 'Diensttyp hinzufügen' }));
  return rendered;
}

describe("a service type's price in German", () => {
  it('takes 1.299,50 and sends 129950 cents', async () => {
    const { mock, location } = await addTypeInGerman('1.299,50');
    expect(await screen.findByText('Desktop XL wurde hinzugefügt.')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/admin/servicetypes'));
    expect(mock.state.db.serviceTypes.find((t) => t.code === 'desktop-xl')?.monthly_price_cents).toBe(129950);
  });

  it('refuses 1.5, giving its examples the German way, and sends nothing', async () => {
    const { requests } = await addTypeInGerman('1.5');
    expect(
      await screen.findByText('Geben Sie den Preis in Dollar ein, z. B. 49 oder 49,90 oder 1.299,50.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows a stored price the German way, and saves an edit typed the German way', async () => {
    const { user, mock, location } = await renderRoute('/admin/servicetypes', {
      as: 'Administrator',
      locale: 'de',
    });
    const link = await screen.findByRole('link', { name: 'Virtual desktop' });
    const id = mock.state.db.serviceTypes.find((t) => t.name === 'Virtual desktop')?.id ?? 0;
    mock.state.db.serviceTypes.update(id, { monthly_price_cents: 129950 });
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Virtual desktop bearbeiten' })).toBeTruthy();
    await waitFor(() => expect(priceField().value).toBe('1.299,50'));
    await user.clear(priceField());
    await user.type(priceField(), '1.400,5');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/servicetypes'));
    expect(mock.state.db.serviceTypes.get(id)?.monthly_price_cents).toBe(140050);
  });
});
