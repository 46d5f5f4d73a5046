// @vitest-environment jsdom
// The staff sign-in's own pages (a staff member's sign-in as a user is e2e/staff-session.spec.ts: it takes two tabs).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff sign-in', () => {
  it('offers the identity provider, and nothing of the staff area, to a visitor', async () => {
    await renderRoute('/admin/login', { as: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with the identity provider' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });

  it('says so when the identity provider sent no code, with the way back to the sign-in', async () => {
    await renderRoute('/admin/googleauthcallback', { as: null });
    expect(await screen.findByText('The identity provider did not send a sign-in code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try signing in again' }).getAttribute('href')).toBe(
      '/admin/login',
    );
  });

  it("shows the mock's refusal of a code that is not one, and stores no staff session", async () => {
    const { requests } = await renderRoute('/admin/googleauthcallback?code=not-a-code', { as: null });
    await screen.findByRole('link', { name: 'Try signing in again' });
    expect(requests.some((r) => r.path === '/admin/auth/token' && r.status >= 400)).toBe(true);
    expect(localStorage.getItem('staffAccessToken')).toBeNull();
  });
});

describe('the staff sign-in in German', () => {
  it('speaks German', async () => {
    await renderRoute('/admin/login', { as: null, locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeiter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter zum Identitätsanbieter' })).toBeTruthy();
  });
});
