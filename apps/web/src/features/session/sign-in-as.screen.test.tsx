// @vitest-environment jsdom
// A staff member's sign-in as a user (docs/product-rules.md#sign-in-as-a-user), opened the way the staff area opens
// it (an SSO link, in a tab with the staff session), on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

/** The Administrator signs in as the account owner; the console lands on the dashboard with the banner. */
async function signedInAsOwner({ sessionMinutes }: { sessionMinutes?: number } = {}) {
  const rendered = await renderRoute('/admin/dashboard', { as: 'Administrator' });
  const { mock, router, location } = rendered;
  if (sessionMinutes !== undefined) await mock.config({ staffSsoSessionSeconds: sessionMinutes * 60 });
  const { db } = mock.state;
  const owner = db.users.find((u) => u.email === 'owner@acme.test')!;
  const staff = db.staff.find((s) => s.email === 'staff@provider.test')!;
  const token = mock.state.ssoTokens.issue({ userId: owner.id, staffId: staff.id }, Date.UTC(2100, 0, 1));
  await router.navigate({ href: `/ssologin/${token}` });
  await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  return rendered;
}

const banner = () => screen.findByRole('region', { name: 'Staff sign-in' });

/** Leaves the console's layout and comes back to `href`, so that its banner reads the stored sign-in anew. */
async function reopen({ router }: RenderedRoute, href: string) {
  await router.navigate({ href: '/admin/dashboard' });
  await screen.findByRole('navigation', { name: 'Staff' });
  await router.navigate({ href });
}

describe('the banner of a sign-in as a user', () => {
  it('shows the time left of the session as the server gave it, in minutes', async () => {
    await signedInAsOwner({ sessionMinutes: 10 });
    const region = await banner();
    // Ten minutes from the sign-in, less the moment since: at least nine whole minutes left.
    expect(await within(region).findByText('9 minutes left')).toBeTruthy();
    expect(within(region).getByText('9 minutes left').getAttribute('aria-live')).toBe('off');
    expect(within(region).getByRole('status').textContent).toBe('');
  });

  it('counts from the start this browser recorded when the server gave no end', async () => {
    const rendered = await signedInAsOwner();
    const stored = JSON.parse(localStorage.getItem('staffSignIn') ?? '{}') as Record<string, unknown>;
    delete stored.expiresIn;
    stored.startedAt = new Date(Date.now() - 10 * 60_000 - 1_000).toISOString();
    localStorage.setItem('staffSignIn', JSON.stringify(stored));
    await reopen(rendered, '/dashboard');
    // 30 minutes from a start 10 minutes ago.
    expect(await within(await banner()).findByText('19 minutes left')).toBeTruthy();
  });
});

describe('credentials during a sign-in as a user', () => {
  it("shows the profile's e-mail as text with the reason, and offers neither password nor two-factor", async () => {
    const rendered = await signedInAsOwner();
    await rendered.router.navigate({ href: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    const email = screen.getByRole('term');
    expect(email.textContent).toBe('E-mail');
    expect(email.nextElementSibling?.textContent).toBe('owner@acme.test');
    expect(screen.getByText(/Not allowed while signed in as this user by staff/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Two-factor authentication' })).toBeNull();
    // Names still save.
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeTruthy();
  });

  it.each([
    ['/changepassword', 'Change password'],
    ['/two_factor_auth', 'Two-factor authentication'],
  ])('answers %s with the reason instead of a form, and no request fails', async (href, title) => {
    const rendered = await signedInAsOwner();
    const before = rendered.requests.length;
    await rendered.router.navigate({ href });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    const note = await screen.findByText(/Not allowed while signed in as this user by staff/);
    expect(note.closest('[role="alert"], [role="status"], div')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /Set up|Turn off|Change password/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe('/profile');
    await waitFor(() => expect(rendered.requests.slice(before).every((r) => r.status < 400)).toBe(true));
  });

  it('offers neither password nor two-factor in the command palette', async () => {
    const { user } = await signedInAsOwner();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search screens, actions and records' });
    await user.type(box, 'pass');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Change password/ })).toBeNull());
    await user.clear(box);
    await user.type(box, 'two');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Two-factor/ })).toBeNull());
    await user.clear(box);
    await user.type(box, 'end');
    expect(await screen.findByRole('option', { name: /End the sign-in as Olivia Bennett/ })).toBeTruthy();
  });
});
