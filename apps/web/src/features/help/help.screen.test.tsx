// @vitest-environment jsdom
// The two help sections (best practices, user guide): home, folder, article and the title search, rendered by
// the app's router on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('best practices', () => {
  it('shows its folders and articles on the home page', async () => {
    await renderRoute('/bestpractices', { as: 'readonly' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best practices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Best practices at a glance' })).toBeTruthy();
  });

  it('shows a folder with its breadcrumbs', async () => {
    await renderRoute('/bestpractices/folder/1', { as: 'readonly' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security: advanced' })).toBeTruthy();
    expect(crumbs().textContent).toMatch(/Best practices\s*\/?\s*Security/);
  });

  it('searches titles only: a word every text has but no title says so, and Show all folders goes back', async () => {
    const { user, location } = await renderRoute('/bestpractices?search=console', { as: 'readonly' });
    expect(await screen.findByText('No article title matches “console”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all folders' }));
    await waitFor(() => expect(location().search).toEqual({}));
    expect(await screen.findByRole('link', { name: 'Security' })).toBeTruthy();
  });

  it('finds an article by its title, and the article links out safely', async () => {
    const { user, location } = await renderRoute('/bestpractices?search=password', { as: 'readonly' });
    expect(await screen.findByRole('heading', { name: '1 article found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Choosing strong passwords' }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/bestpractices\/article\/\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing strong passwords' })).toBeTruthy();
    expect(crumbs().textContent).toMatch(/Best practices\s*\/?\s*Security\s*\/?\s*Choosing strong passwords/);
    expect(screen.getByRole('link', { name: 'the documentation' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('shows a failed load with Try again, which loads the home page', async () => {
    const { user } = await renderRoute('/bestpractices', {
      faults: [{ operationId: 'getHelpRoot', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Security' })).toBeTruthy();
  });

  it('shows a failed folder with Try again, which loads it', async () => {
    const { user } = await renderRoute('/bestpractices/folder/1', {
      faults: [{ operationId: 'getHelpFolder', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
  });
});

describe('the user guide', () => {
  it('is the same screens for its own section', async () => {
    await renderRoute('/userguide/folder/7', { as: 'aliases' });
    expect(await screen.findByRole('link', { name: 'Signing in' })).toBeTruthy();
  });

  it('does not find a folder of the other section', async () => {
    const { location } = await renderRoute('/userguide/folder/1', { as: 'aliases' });
    await waitFor(() => expect(location().pathname).toBe('/notfound'));
  });

  it('shows a failed article with Try again, which loads it', async () => {
    const { user } = await renderRoute('/userguide/article/9', {
      faults: [{ operationId: 'getHelpArticle', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('route-error')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
