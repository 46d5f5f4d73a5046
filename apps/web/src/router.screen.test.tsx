// @vitest-environment jsdom
// The first screen's skeleton is the document's own: the router draws none of its own unless the first load is slow,
// and the document's gives way as soon as the screen is ready; later navigations show the layout's skeleton sooner and
// keep it, once shown, long enough not to flash (docs/decisions/0050-the-first-screen-without-waits.md).
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

import { getRouter } from './router';

it("holds no skeleton minimum until the first screen is shown, and the router's half second after it", async () => {
  expect(getRouter().options.defaultPendingMinMs).toBe(0);
  const { router } = await renderRoute('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
  expect(router.options.defaultPendingMinMs).toBe(500);
});

it('draws no skeleton of its own while the first screen loads in under a second, and one on a slow later screen', async () => {
  // Whether the layout's skeleton was ever on screen, from before the app starts.
  let skeletonShown = false;
  const watch = new MutationObserver(() => {
    skeletonShown ||= screen.queryByTestId('route-pending') !== null;
  });
  watch.observe(document.body, { childList: true, subtree: true });
  try {
    // Two answers one after the other (the privileges, then the dashboard's), each 100 ms: over the 150 ms after which
    // a later screen shows its skeleton. The previous test loaded the dashboard's code.
    const { router, mock } = await renderRoute('/dashboard', { mockConfig: { latencyMs: 100 } });
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    expect(skeletonShown).toBe(false);

    // The users list's reads leave together: slower answers, and no click, whose hover would load the screen first.
    await mock.config({ latencyMs: 300 });
    void router.navigate({ to: '/users' });
    expect(await screen.findByTestId('route-pending')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  } finally {
    watch.disconnect();
  }
});
