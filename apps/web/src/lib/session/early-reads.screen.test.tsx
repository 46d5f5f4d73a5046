// @vitest-environment jsdom
// The served shell reads the privileges as the page loads (docs/decisions/0050-the-first-screen-without-waits.md):
// the console's guard takes that read instead of asking again, unless it was made with another token.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

/** What the shell's script does with the stored session (scripts/session-preloads.ts), through the harness's API. */
const shellReads = (token: () => string | null) => () => {
  const read = fetch('http://console.test/api/user/privileges', {
    headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, Accept: 'application/json' },
  }).then((response) => (response.ok ? response.json() : null));
  window.__earlyReads = { token: token() ?? '', reads: { '/user/privileges': read } };
};

describe("the shell's early read of the privileges", () => {
  it('is the one read of them the list screen needs', async () => {
    const { requests } = await renderRoute('/users', {
      beforeStart: shellReads(() => localStorage.getItem('accessToken')),
    });
    const table = await screen.findByRole('table', { name: 'Users of the organization' });
    expect(await within(table).findByRole('link', { name: 'Henry Dawson' })).toBeTruthy();
    expect(requests.filter((request) => request.path === '/user/privileges')).toHaveLength(1);
  });

  it('is left alone when it was made with another token than the one stored now', async () => {
    const { requests } = await renderRoute('/users', {
      beforeStart: shellReads(() => 'another tab’s token'),
    });
    const table = await screen.findByRole('table', { name: 'Users of the organization' });
    expect(await within(table).findByRole('link', { name: 'Henry Dawson' })).toBeTruthy();
    expect(requests.filter((request) => request.path === '/user/privileges')).toHaveLength(2);
  });
});
