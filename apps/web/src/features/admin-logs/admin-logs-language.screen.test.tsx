// @vitest-environment jsdom
// The staff's two logs in German (docs/decisions/0049-languages.md): the list's shared parts say each feature's
// own noun for its rows (admin-logs.messages.ts, admin-devlogs.messages.ts).
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it.each([
  ['/admin/logs', 'Audit-Protokolle'],
  ['/admin/devlogs', 'Entwicklerprotokolle'],
] as const)(
  'counts the entries of %s in German past the last page and in a search that finds none',
  async (path, title) => {
    const { router } = await renderRoute(`${path}?page=99`, { as: 'Administrator', locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByText(/^Es gibt \d+ Einträge auf \d+ Seiten?\.$/)).toBeTruthy();

    await router.navigate({ to: path, search: { search: 'zzzz-nothing' } });
    expect(await screen.findByText('Keine Einträge passen zu „zzzz-nothing“')).toBeTruthy();
  },
);
