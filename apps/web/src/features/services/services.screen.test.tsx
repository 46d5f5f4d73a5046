// @vitest-environment jsdom
// The services screens (aliases, an alias, its edit forms, desktop, SMS messages), rendered by the app's router
// on the in-process mock (src/testing). Seed facts: alias 1 is `sales-east` (the alias-prefix persona's), alias
// 5 `support-tier1` (not theirs); 12 aliases, 10 to a page.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

const SALES_EAST = 1;
const NOT_SALES = 5;

const aliasesTable = () => screen.findByRole('table', { name: 'Aliases' });
const aliasNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const plusOne = (n: string) => `+1 (${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}`;

/** Each `GET` of `path` answers the mock's JSON changed by `change`. */
function patchJson(path: string, change: (body: Record<string, unknown>) => Record<string, unknown>) {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await inner(input, init);
    if (request.method !== 'GET' || new URL(request.url).pathname !== `/api${path}`) return response;
    return Response.json(change((await response.json()) as Record<string, unknown>), {
      status: response.status,
    });
  });
}

/** Goes to `path` in the running app, and waits until the router has settled there. */
async function visit({ router, location }: RenderedRoute, path: string) {
  await router.navigate({ href: path });
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return location().pathname;
}

describe('the aliases list', () => {
  it('shows the owner every alias, ten to a page, sorted by name', async () => {
    await renderRoute('/services/aliases');
    const table = await aliasesTable();
    await waitFor(() => expect(aliasNames(table)).toHaveLength(10));
    expect(screen.getByText('Showing 1–10 of 12')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Alias/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('falls back from bad search params instead of breaking the screen', async () => {
    await renderRoute('/services/aliases?page=-3&sort=bogus&status=gone');
    const table = await aliasesTable();
    await waitFor(() => expect(aliasNames(table)).toHaveLength(10));
  });

  it('says when a search matches nothing', async () => {
    await renderRoute('/services/aliases?search=nothing-like-this');
    expect(await screen.findByText(/No aliases match “nothing-like-this”/)).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the list once the API answers', async () => {
    const { user, mock } = await renderRoute('/services/aliases', {
      faults: [{ operationId: 'listAliases', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listAliases')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(aliasNames(await aliasesTable())).toHaveLength(10));
  });

  it('shows the alias-prefix person only the sales aliases', async () => {
    await renderRoute('/services/aliases', { as: 'aliases' });
    const table = await aliasesTable();
    await waitFor(() =>
      expect(aliasNames(table)).toEqual(['sales-east', 'sales-emea', 'sales-partners', 'sales-west']),
    );
  });
});

describe('who may open what', () => {
  it('keeps the alias-prefix person out of an alias that is not theirs', async () => {
    const view = await renderRoute(`/services/alias/${SALES_EAST}`, { as: 'aliases' });
    expect(await screen.findByRole('heading', { level: 1, name: 'sales-east' })).toBeTruthy();
    const desktop = view.mock.state.db.virtualDesktops.find((d) => d.alias_id === NOT_SALES);
    for (const path of [
      `/services/alias/${NOT_SALES}`,
      `/services/alias/${NOT_SALES}/edit`,
      `/services/alias/${NOT_SALES}/desktop/${desktop?.id}`,
      `/services/alias/${NOT_SALES}/filesharing`,
    ])
      expect(await visit(view, path), path).toMatch(/^\/(notfound|unauthorized)$/);
  });

  it('opens every services screen of their own alias for the alias-prefix person', async () => {
    const view = await renderRoute('/dashboard', { as: 'aliases' });
    const { db } = view.mock.state;
    const desktop = db.virtualDesktops.find((d) => d.alias_id === SALES_EAST)!;
    const phone = db.virtualPhones.find((p) => p.alias_id === SALES_EAST)!;
    const social = db.socialAccounts.find((s) => s.alias_id === SALES_EAST)!;
    for (const [path, heading] of [
      [`/services/alias/${SALES_EAST}/desktop/${desktop.id}`, desktop.name],
      [`/services/alias/${SALES_EAST}/phone/${phone.id}`, plusOne(phone.number)],
      [`/services/alias/${SALES_EAST}/entity/socialaccount/${social.id}/edit`, /^Edit .* account$/],
      [`/services/alias/${SALES_EAST}/entity/general/edit`, 'Edit persona'],
      [`/services/alias/${SALES_EAST}/filesharing`, 'File sharing'],
    ] as const) {
      await visit(view, path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeTruthy();
    }
  });

  it('lets the alias-prefix person not change the primary user, and the field says why', async () => {
    await renderRoute(`/services/alias/${SALES_EAST}/edit`, { as: 'aliases' });
    const field = (await screen.findByRole('textbox', { name: /Primary user/ })) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(screen.getByText(/Only a user with the privilege to edit an alias's primary user/)).toBeTruthy();
  });

  for (const persona of ['helpdesk', 'readonly'] as const)
    it(`lets the ${persona} person, without service privileges, reach only an SMS number's messages`, async () => {
      const view = await renderRoute('/dashboard', { as: persona });
      await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Aliases' }),
      ).toBeNull();
      const { db } = view.mock.state;
      const sms = db.smsNumbers.find((s) => s.alias_id === SALES_EAST)!;
      const phone = db.virtualPhones.find((p) => p.alias_id === SALES_EAST)!;
      for (const path of [
        '/services/aliases',
        `/services/alias/${SALES_EAST}`,
        `/services/alias/${SALES_EAST}/edit`,
        `/services/alias/${SALES_EAST}/sms/add`,
        `/services/alias/${SALES_EAST}/desktop/add`,
        `/services/alias/${SALES_EAST}/phone/${phone.id}`,
        `/services/alias/${SALES_EAST}/filesharing`,
      ])
        expect(await visit(view, path), path).toBe('/unauthorized');

      const count = db.smsMessages.filter((m) => m.sms_number_id === sms.id).length;
      await visit(view, `/services/alias/${SALES_EAST}/sms/${sms.number}`);
      expect(await screen.findByRole('heading', { level: 1, name: plusOne(sms.number) })).toBeTruthy();
      expect(await screen.findByText(`Showing 25 of ${count} messages`)).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    });
});

describe('an alias', () => {
  it('shows every section, with +1 numbers and the storage meter', async () => {
    const { mock } = await renderRoute(`/services/alias/${SALES_EAST}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'sales-east' })).toBeTruthy();
    for (const section of [
      'Overview',
      'Virtual desktops',
      'Virtual phones',
      'SMS numbers',
      'Social accounts',
      'File sharing',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    const { db } = mock.state;
    const phone = db.virtualPhones.find((p) => p.alias_id === SALES_EAST)!;
    const sms = db.smsNumbers.find((s) => s.alias_id === SALES_EAST)!;
    const phones = screen.getByRole('table', { name: 'Virtual phones of sales-east' });
    expect(within(phones).getByRole('link', { name: plusOne(phone.number) })).toBeTruthy();
    const numbers = screen.getByRole('table', { name: 'SMS numbers of sales-east' });
    expect(within(numbers).getByRole('link', { name: plusOne(sms.number) })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Storage used' })).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the edit form', async () => {
    const { user } = await renderRoute(`/services/alias/${SALES_EAST}/edit`, {
      faults: [{ operationId: 'getAlias', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    expect(screen.queryByRole('textbox', { name: /Alias name/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('textbox', { name: /Alias name/ })) as HTMLInputElement).value).toBe(
      'sales-east',
    );
  });

  it('does not find an SMS number that is not +1 and ten digits', async () => {
    await renderRoute(`/services/alias/${SALES_EAST}/sms/12345`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe("an alias's edit form", () => {
  it("says the name's rule, then the mock's 422 for a taken name, with the focus on it", async () => {
    const { user } = await renderRoute(`/services/alias/${SALES_EAST}/edit`);
    const name = (await screen.findByRole('textbox', { name: /Alias name/ })) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Sales East');
    await user.click(screen.getByRole('button', { name: 'Save alias' }));
    expect(await screen.findByText(/Use lower-case letters, digits and hyphens/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.clear(name);
    await user.type(name, 'sales-west');
    await user.click(screen.getByRole('button', { name: 'Save alias' }));
    expect(await screen.findByText('An alias with this name already exists.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.value).toBe('sales-west');
  });

  it('filters the primary-user picker as typed, Enter takes the match, and the save (with its version) shows it', async () => {
    const { user, mock } = await renderRoute(`/services/alias/${SALES_EAST}/edit`);
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const primary = (await screen.findByRole('combobox', { name: /Primary user/ })) as HTMLInputElement;
    await waitFor(() => expect(primary.value).not.toBe(''));
    const target = primary.value === 'Tessa Nakamura' ? 'Ivan Petrov' : 'Tessa Nakamura';
    await user.clear(primary);
    await user.type(primary, target.slice(0, 4));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([target]));
    await user.keyboard('{Enter}');
    expect(primary.value).toBe(target);
    await user.click(screen.getByRole('button', { name: 'Save alias' }));
    expect(await screen.findByText(/is saved\./)).toBeTruthy();
    const saved = mock.state.db.aliases.get(SALES_EAST)!;
    const person = mock.state.db.users.get(saved.primary_user_id!)!;
    expect(`${person.first_name} ${person.last_name}`).toBe(target);
  });
});

describe('a virtual desktop', () => {
  it('reads its memory in file-size units, not long fractions', async () => {
    const view = await renderRoute(`/services/alias/${SALES_EAST}`);
    await screen.findByRole('heading', { level: 1, name: 'sales-east' });
    const desktop = view.mock.state.db.virtualDesktops.find((d) => d.alias_id === SALES_EAST)!;
    // 2000 MB is 1.953125 GB: shown to one decimal at most, as plans and disks are (formatCapacity).
    patchJson(`/aliases/${SALES_EAST}/desktops/${desktop.id}`, (body) => ({ ...body, memory_mb: 2000 }));
    await visit(view, `/services/alias/${SALES_EAST}/desktop/${desktop.id}`);
    expect(await screen.findByText('2 GB', { exact: true })).toBeTruthy();
    expect(screen.queryByText(/1\.95/)).toBeNull();
  });
});

describe("an alias's persona and social accounts", () => {
  it('says the persona rules, then saves it (with its version) with the country code in capitals', async () => {
    const { user, mock } = await renderRoute(`/services/alias/${SALES_EAST}/entity/general/edit`);
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit persona' })).toBeTruthy();
    const country = screen.getByRole('textbox', { name: /Country code/ });
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(country);
    await user.type(country, 'U');
    await user.clear(first);
    await user.type(first, ' ');
    await user.click(screen.getByRole('button', { name: 'Save persona' }));
    expect(await screen.findByText('Enter the first name.')).toBeTruthy();
    expect(screen.getByText(/Enter a two-letter country code/)).toBeTruthy();

    await user.clear(first);
    await user.type(first, 'Dana');
    await user.clear(country);
    await user.type(country, 'us');
    const occupation = screen.getByRole('textbox', { name: /Occupation/ });
    await user.clear(occupation);
    await user.type(occupation, 'Field sales');
    await user.click(screen.getByRole('button', { name: 'Save persona' }));
    expect(await screen.findByText('The persona is saved.')).toBeTruthy();
    const { entity } = mock.state.db.aliases.get(SALES_EAST)!;
    expect(entity).toMatchObject({ first_name: 'Dana', occupation: 'Field sales', country: 'US' });
  });

  it("says a social account's address must be a full https address", async () => {
    const view = await renderRoute('/dashboard');
    const social = view.mock.state.db.socialAccounts.find((s) => s.alias_id === SALES_EAST)!;
    await visit(view, `/services/alias/${SALES_EAST}/entity/socialaccount/${social.id}/edit`);
    const address = await screen.findByRole('textbox', { name: /Profile address/ });
    await view.user.clear(address);
    await view.user.type(address, 'not a url');
    await view.user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Enter a full address, starting with https://.')).toBeTruthy();
    expect(view.location().pathname).toMatch(/\/edit$/);
  });

  it('saves a social account with its version (versions required) and goes back to the alias', async () => {
    const view = await renderRoute('/dashboard');
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await view.mock.config({ requireIfMatch: true });
    const social = view.mock.state.db.socialAccounts.find((s) => s.alias_id === SALES_EAST)!;
    await visit(view, `/services/alias/${SALES_EAST}/entity/socialaccount/${social.id}/edit`);
    const username = await screen.findByRole('textbox', { name: /Username/ });
    await view.user.clear(username);
    await view.user.type(username, 'versioned');
    await view.user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText(/ account is saved\.$/)).toBeTruthy();
    await waitFor(() => expect(view.location().pathname).toBe(`/services/alias/${SALES_EAST}`));
  });
});

describe('adding a number and file sharing', () => {
  it('says what an SMS number needs before sending anything', async () => {
    const { user, requests } = await renderRoute(`/services/alias/${SALES_EAST}/sms/add`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add SMS number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add SMS number' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Area code/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the alias's shares", async () => {
    await renderRoute(`/services/alias/${SALES_EAST}/filesharing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'File sharing' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Shares' })).toBeTruthy();
  });
});

describe("an SMS number's messages", () => {
  it('shows the newest 25, and a page that failed to load can be asked for again', async () => {
    const view = await renderRoute('/dashboard', { as: 'helpdesk' });
    const sms = view.mock.state.db.smsNumbers.find((s) => s.alias_id === SALES_EAST)!;
    await visit(view, `/services/alias/${SALES_EAST}/sms/${sms.number}`);
    const list = await screen.findByRole('list', { name: /^Messages of/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    const stamps = Array.from(list.querySelectorAll('time')).map((t) => t.getAttribute('datetime') ?? '');
    expect(stamps).toEqual([...stamps].sort().reverse());

    await view.mock.fault({ operationId: 'listSmsMessages', status: 500 });
    await view.user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await view.user.click(await screen.findByRole('button', { name: 'Loading failed: try again' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
  });
});
