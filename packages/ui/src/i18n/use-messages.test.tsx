// @vitest-environment jsdom
// useMessages in React (docs/decisions/0049-languages.md): a screen whose catalogs are not loaded in the tab's
// language suspends until they are, then shows its words, and React has nothing to warn about.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';

import { changeLocale } from './locale.ts';
import { type Catalog, defineMessages, useMessages } from './messages.ts';

afterEach(async () => {
  cleanup();
  await act(() => changeLocale('en'));
  vi.restoreAllMocks();
});

/** A catalog whose German file arrives when the test says so (a screen opened for the first time in German). */
function lateCatalog(english: string, german: string) {
  let arrive = () => undefined as void;
  const file = new Promise<{ default: string }>((resolve) => {
    arrive = () => resolve({ default: `msgctxt "title"\nmsgid "${english}"\nmsgstr "${german}"\n` });
  });
  const catalog = defineMessages({ title: english }, { de: () => file, fr: () => file });
  return { catalog, arrive };
}

type Catalogs = { first: Catalog<'title'>; second: Catalog<'title'> };

function Title({ first, second }: Catalogs) {
  const one = useMessages(first);
  const other = useMessages(second);
  return <h1>{`${one('title')} ${other('title')}`}</h1>;
}

/** A screen opened later, in a transition as the router opens one: the one before stays until it is ready. */
function Screens(catalogs: Catalogs) {
  const [opened, setOpened] = useState(false);
  return (
    <Suspense fallback={<p>Loading</p>}>
      <button type="button" onClick={() => startTransition(() => setOpened(true))}>
        Open
      </button>
      {opened ? <Title {...catalogs} /> : <p>Before</p>}
    </Suspense>
  );
}

it('suspends while its catalogs load, then shows their words, without a warning from React', async () => {
  const errors = vi.spyOn(console, 'error');
  await act(() => changeLocale('de'));
  const users = lateCatalog('Users', 'Benutzer');
  const roles = lateCatalog('Roles', 'Rollen');
  render(<Screens first={users.catalog} second={roles.catalog} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
  expect(screen.getByText('Before')).toBeTruthy();
  await act(async () => users.arrive());
  await act(async () => roles.arrive());
  expect((await screen.findByRole('heading')).textContent).toBe('Benutzer Rollen');
  // A render after that reads the loaded catalogs at once.
  await act(() => changeLocale('de'));
  expect(errors.mock.calls.map(([message]) => String(message))).toEqual([]);
});
