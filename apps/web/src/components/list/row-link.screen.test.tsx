// @vitest-environment jsdom
// A row's name links to its page like any link: a real address, a modifier click left to the browser, the route
// preloaded on intent, and a plain click navigating in the app (docs/decisions/0050-the-first-screen-without-waits.md).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it("links a row's name to its page, preloads it on hover, and leaves a modifier click to the browser", async () => {
  const { user, requests, location } = await renderRoute('/users');
  const table = await screen.findByRole('table', { name: 'Users of the organization' });
  const link = await within(table).findByRole('link', { name: 'Henry Dawson' });
  const href = link.getAttribute('href') ?? '';
  expect(href).toMatch(/^\/users\/\d+$/);

  // A new tab's click: the browser's to handle, the app stays. (Stopped at the document: jsdom cannot open one.)
  let leftToBrowser = false;
  const note = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', note);
  fireEvent.click(link, { ctrlKey: true });
  document.removeEventListener('click', note);
  expect(leftToBrowser).toBe(true);
  expect(location().pathname).toBe('/users');

  // Hovered, the page's data is asked for before the click.
  fireEvent.mouseEnter(link);
  await waitFor(() =>
    expect(requests.some((request) => request.path === `/user${href.slice('/users'.length)}`)).toBe(true),
  );

  await user.click(link);
  await waitFor(() => expect(location().pathname).toBe(href));
  expect(await screen.findByRole('heading', { level: 1, name: /Henry Dawson/ })).toBeTruthy();
});
