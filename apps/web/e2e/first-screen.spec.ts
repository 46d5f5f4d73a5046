import { expect, signIn, test } from './support/fixtures';

// React's first render waits for the router's first load (lib/routing/first-screen.ts,
// docs/decisions/0055-the-first-screen-loads-before-react-renders.md): a signed-in page's reads leave before React
// has changed anything of the served document, and its first change is the page drawn with its rows.

type FirstChange = { at: number; rows: number };

test("a signed-in page's reads leave before React first changes the document, which it changes once, with the rows", async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('about:blank');
  await page.addInitScript(() => {
    // The first node of the served document that is taken out, other than the inline scripts that remove
    // themselves: React's first commit, which replaces the shell's head and skeleton.
    new MutationObserver((records, observer) => {
      const removed = records.some((record) =>
        [...record.removedNodes].some((node) => node instanceof Element && node.tagName !== 'SCRIPT'),
      );
      if (!removed) return;
      observer.disconnect();
      const change: FirstChange = {
        at: performance.now(),
        rows: document.querySelectorAll('tbody tr').length,
      };
      Object.assign(window, { firstChange: change });
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/users');
  await expect(page.getByRole('cell', { name: 'aliases@acme.test' })).toBeVisible();

  const { firstChange, listRead } = await page.evaluate(() => ({
    firstChange: (window as unknown as { firstChange: FirstChange }).firstChange,
    listRead: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => new URL(entry.name).pathname === '/api/user',
    )?.fetchStart,
  }));
  expect(listRead).toBeDefined();
  expect(listRead).toBeLessThan(firstChange.at);
  expect(firstChange.rows).toBeGreaterThan(0);
});
