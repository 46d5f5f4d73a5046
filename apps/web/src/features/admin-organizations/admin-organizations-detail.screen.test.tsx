// @vitest-environment jsdom
// An organisation's staff page, its add and edit forms and its owner's invitation, rendered by the app's router
// on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

/** Globex without its account owner: its owner is no longer one, so an invitation may be sent. */
function withoutOwner(mock: RenderedRoute['mock']) {
  const owner = mock.state.db.users.find((u) => u.org_id === 2 && u.is_primary_user);
  if (owner) mock.state.db.users.update(owner.id, { is_primary_user: false });
}

describe("an organization's staff page", () => {
  it('shows the details and offers an Administrator Edit and Delete', async () => {
    await renderRoute('/admin/organizations/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.getByText('info@acme.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olivia Bennett' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/organizations/1/edit',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('makes no request that fails: an organization without a pending invitation is not asked for one', async () => {
    const { requests } = await renderRoute('/admin/organizations/1', { as: 'Administrator' });
    expect(await screen.findByRole('link', { name: 'Olivia Bennett' })).toBeTruthy();
    const activity =
      screen.getByRole('heading', { name: 'Recent activity' }).closest('section') ?? document.body;
    await waitFor(() => expect(within(activity).getAllByRole('listitem').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByText(/virtual desktops?,/)).toBeTruthy());
    expect(requests.filter((r) => r.status >= 400)).toEqual([]);
    expect(requests.some((r) => r.path.endsWith('/invitation'))).toBe(false);
  });

  it('shows Support the details without Edit or Delete', async () => {
    await renderRoute('/admin/organizations/1', { as: 'Support' });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a failed load with Try again, which shows the organization once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/organizations/1', {
      as: 'Administrator',
      faults: [{ operationId: 'getAdminOrganization', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getAdminOrganization')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).toBeTruthy();
  });

  it("answers a deleted organization's page with the staff not-found page", async () => {
    const { location, mock, router } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
    mock.state.db.organizations.delete(2);
    await router.navigate({ href: '/admin/organizations/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/notfound');
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the staff dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
  });

  it('says on the list when a search matches no organization', async () => {
    await renderRoute('/admin/organizations?search=initech', { as: 'Administrator' });
    expect(await screen.findByText('No organizations match “initech”')).toBeTruthy();
  });

  it('shows a failed list with Try again, which loads the organizations once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/organizations', {
      as: 'Administrator',
      faults: [{ operationId: 'listAdminOrganizations', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listAdminOrganizations')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(await within(table).findByRole('link', { name: 'Acme Corp' })).toBeTruthy();
  });
});

describe("an organization's add and edit forms", () => {
  it("shows the server's 422 on the name field, keeps what was typed, then adds the organization", async () => {
    const { user, location } = await renderRoute('/admin/organizations/add', { as: 'Administrator' });
    // Pasted, not typed key by key: the fields' own rules are not what this test is about.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(await screen.findByLabelText(/^Name/), 'Initech');
    await fill(screen.getByLabelText(/^E-mail/), 'hello@initech.test');
    await fill(screen.getByLabelText(/^Phone/), '+15551230000');
    await fill(screen.getByRole('textbox', { name: /^Address\*?$/ }), '1 Office Park');
    await fill(screen.getByLabelText(/^City/), 'Austin');
    await fill(screen.getByLabelText(/^Country code/), 'US');
    // The mock has no rule on names: the 422 a server with one would answer is put in front of it, once.
    const answer = globalThis.fetch;
    const refuse = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/admin/organizations') {
        vi.stubGlobal('fetch', answer);
        const detail = [
          { loc: ['body', 'name'], msg: 'An organization with this name exists.', type: 'value_error' },
        ];
        return Response.json({ detail }, { status: 422 });
      }
      return answer(input, init);
    });
    vi.stubGlobal('fetch', refuse);
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByText('An organization with this name exists.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Austin');
    expect(location().pathname).toBe('/admin/organizations/add');

    await user.clear(screen.getByLabelText(/^Name/));
    await fill(screen.getByLabelText(/^Name/), 'Initech Inc.');
    await user.click(screen.getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByRole('heading', { name: 'Initech Inc.', level: 1 })).toBeTruthy();
    expect(location().pathname).toMatch(/^\/admin\/organizations\/\d+$/);
    // Its recent activity starts with its creation, by the staff member who added it.
    const activity = screen.getByRole('heading', { name: 'Recent activity' }).closest('section');
    expect(
      await within(activity ?? document.body).findByRole('link', {
        name: 'Sam Whitaker created organization Initech Inc.',
      }),
    ).toBeTruthy();
  });

  it('loads the organization into the edit form, and saves it with its version', async () => {
    const { user, mock, location } = await renderRoute('/admin/organizations/1/edit', {
      as: 'Administrator',
    });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    expect(await screen.findByRole('heading', { name: 'Edit Acme Corp' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Acme Corp'));
    const city = screen.getByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.type(city, 'Delft');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/organizations/1'));
    expect(mock.state.db.organizations.find((o) => o.id === 1)?.city).toBe('Delft');
  });

  it.each(['/admin/organizations/add', '/admin/organizations/1/edit'])(
    'sends Support on %s to the unauthorized page',
    async (url) => {
      const { location } = await renderRoute(url, { as: 'Support' });
      expect(await screen.findByRole('heading', { name: 'Your staff role cannot do this' })).toBeTruthy();
      expect(location().pathname).toBe('/admin/unauthorized');
    },
  );
});

describe("the account owner's invitation", () => {
  it('refuses an empty name and a taken e-mail in the dialog, then shows the pending invitation', async () => {
    const { user, mock, router } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
    withoutOwner(mock);
    await router.navigate({ href: '/admin/organizations/2' });
    await user.click(await screen.findByRole('button', { name: 'Invite account owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite the account owner' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter the first name.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nora');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Lind');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'owner@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('A user with this e-mail already exists.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Nora');
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nora@globex.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite the account owner' })).toBeNull(),
    );
    const invitation = await screen.findByTestId('owner-invitation');
    await waitFor(() => expect(invitation.textContent).toContain('Invitation pending'));
    expect(invitation.textContent).toContain('Nora Lind');
    expect(invitation.textContent).toContain('nora@globex.test');
  });

  it('resends the invitation with a new link, and cancels it', async () => {
    const { user, mock, router } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
    withoutOwner(mock);
    await router.navigate({ href: '/admin/organizations/2' });
    await user.click(await screen.findByRole('button', { name: 'Invite account owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite the account owner' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nora');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Lind');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nora@globex.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(/A new invitation is sent to nora@globex.test/)).toBeTruthy();
    const mails = mock.state.outbox.filter((m) => m.to === 'nora@globex.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.token).not.toBe(mails[0]?.token);

    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByRole('button', { name: 'Invite account owner' })).toBeTruthy();
    expect(mock.state.db.invitations.filter((i) => i.org_id === 2)).toHaveLength(0);
  });

  it('shows Support a pending invitation without Resend or Cancel', async () => {
    const { mock, router } = await renderRoute('/admin/dashboard', { as: 'Support' });
    withoutOwner(mock);
    const invitee = mock.state.db.users.insert({
      ...mock.state.db.users.find((u) => u.org_id === 2)!,
      id: undefined,
      first_name: 'Nora',
      last_name: 'Lind',
      email: 'nora@globex.test',
      status: false,
      is_primary_user: true,
    });
    mock.state.db.invitations.insert({
      org_id: 2,
      user_id: invitee.id,
      token: 'inv_test',
      invited_by: 'Sam Whitaker',
      sent_at: new Date().toISOString(),
      expires_at: Date.now() + 365 * 24 * 3600 * 1000,
    });
    await router.navigate({ href: '/admin/organizations/2' });
    const invitation = await screen.findByTestId('owner-invitation');
    await waitFor(() => expect(invitation.textContent).toContain('Invitation pending'));
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite account owner' })).toBeNull();
  });
});
