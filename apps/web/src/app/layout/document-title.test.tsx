// @vitest-environment jsdom
// Each screen names itself in the tab's title, from its heading and crumbs (WCAG 2.4.2); one main landmark on the
// public status pages.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the document title', () => {
  it('names a list, then a record with the list it is in', async () => {
    const { user } = await renderRoute('/users?search=karen');
    await waitFor(() => expect(document.title).toBe('Users · Console'));
    await user.click(await screen.findByRole('link', { name: 'Karen Rossi' }));
    await waitFor(() => expect(document.title).toBe('Karen Rossi · Users · Console'));
  });

  it('names the staff area as such', async () => {
    await renderRoute('/admin/organizations', { as: 'Administrator' });
    await waitFor(() => expect(document.title).toBe('Organizations · Staff · Console'));
  });

  it('gives a public status page one main landmark', async () => {
    await renderRoute('/notfound', { as: null });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.querySelectorAll('main')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Page not found · Console'));
  });
});
