// @vitest-environment jsdom
// The first screen's skeleton is the document's own: it gives way as soon as the screen is ready; later navigations
// keep a skeleton, once shown, long enough not to flash (docs/decisions/0050-the-first-screen-without-waits.md).
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
