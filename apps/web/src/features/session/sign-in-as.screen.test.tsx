// @vitest-environment jsdom
// A staff member's sign-in as a user (docs/product-rules.md#sign-in-as-a-user), opened the way the staff area opens
// it (an SSO link, in a tab with the staff session), on the in-process mock (src/testing).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedInAsOwner } from '~/testing';

describe('the time left of a sign-in as a user', () => {
  // The banner's countdown itself (its own timer, the announcement, 30 minutes from the start without the
  // server's figure) is staff/components/session-time-left.test.tsx; the console's layout reads whether there is
  // such a session once, as its code loads, so this worker's screens never show the banner.
  it("keeps the seconds the server gave with the sign-in, from this browser's clock then", async () => {
    const before = Date.now();
    await signedInAsOwner({ sessionMinutes: 10 });
    const stored = JSON.parse(localStorage.getItem('staffSignIn') ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ userName: 'Olivia Bennett', expiresIn: 600 });
    const startedAt = Date.parse(String(stored.startedAt));
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
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
