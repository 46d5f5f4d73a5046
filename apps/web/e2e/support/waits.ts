import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

// Playwright's own waits (`expect(locator)`, `locator.waitFor`) look again after 0, 20, 70, 170, 270 ms and
// then every 500 ms: a screen drawn at 300 ms is seen at 770. Over the hundreds of page loads of the route
// sweeps (guards, hostile content) that is minutes. These waits look every 25 ms; they only decide when to
// look, so the assertions after them stay the specs' own. Decision 0019 has the numbers.

const EVERY = [25];

/**
 * Waits until the locator's first element is visible, looking every 25 ms. It never fails by itself: the
 * spec's own assertion after it does (with its own message), at once when the element is there.
 */
export async function shown(locator: Locator, timeout = 20_000) {
  await expect
    .poll(() => locator.first().isVisible(), { intervals: EVERY, timeout })
    .toBe(true)
    .catch(() => undefined);
}

/** Waits until the locator matches nothing, looking every 25 ms; like `shown`, it never fails by itself. */
export async function none(locator: Locator, timeout = 20_000) {
  await expect
    .poll(() => locator.count(), { intervals: EVERY, timeout })
    .toBe(0)
    .catch(() => undefined);
}

/**
 * Keeps count of the page's open requests, for `quiet`. Call it once per page, before the first load.
 * `page.waitForLoadState('networkidle')` waits for 500 ms without a request, on every screen; `quiet` asks
 * for less silence but also for the page's main thread to have gone idle, so a response's follow-up
 * (a render, a redirect, the next request) has had its chance to start.
 */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  let changed = Date.now();
  const start = (request: Request) => {
    // The live event stream stays open for the page's life (docs/decisions/0048-live-data-in-the-app.md).
    if (/\/events$/.test(new URL(request.url()).pathname)) return;
    open.add(request);
    changed = Date.now();
  };
  const end = (request: Request) => {
    open.delete(request);
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const still = (ms: number) => open.size === 0 && Date.now() - changed >= ms;
  /** No request open for `ms`, and none started while the page's main thread ran to idle. */
  return async function quiet(ms = 150, timeout = 60_000) {
    await expect
      .poll(
        async () => {
          if (!still(ms)) return false;
          // A navigation in between throws (its document is gone): then it is not quiet yet.
          const idle = await page
            .evaluate(() => new Promise((done) => requestIdleCallback(() => done(true), { timeout: 1_000 })))
            .catch(() => false);
          return idle === true && still(ms);
        },
        { intervals: EVERY, timeout, message: 'the page stops asking the network' },
      )
      .toBe(true);
  };
}

interface InAppRouter {
  history: { push(path: string): void };
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/**
 * Opens `path` inside the running app, as a link or the address bar's history would (no page load: the
 * document, its scripts and the session's cached data stay), and waits until the router has resolved it,
 * redirects included. The route sweeps use it for all but their first visit of each kind: a full load costs
 * fifty requests for the app's scripts alone, a visit only the screen's own.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __TSR_ROUTER__?: InAppRouter }).__TSR_ROUTER__;
    if (!router) throw new Error('the page has no app router (window.__TSR_ROUTER__)');
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`the router resolved nothing for ${to} in 30 s`));
      }, 30_000);
      const off = router.subscribe('onResolved', () => {
        clearTimeout(timer);
        off();
        resolve();
      });
      router.history.push(to);
    });
  }, path);
}

/**
 * Holds the page's `method` requests to `url` until the returned `release` is called, then lets them go on to
 * the server unchanged. A spec looks at the in-flight state (an optimistic message, "Sending…") for as long as
 * its assertions take: a fixed server latency can run out between two assertions on a slow machine, and the
 * state is gone before the second one looks.
 */
export async function holdRequests(page: Page, url: string | RegExp, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    if (route.request().method() === method) await released;
    await route.fallback();
  });
  return release;
}

/** The chips of a list's filters (docs/decisions/0028-list-power.md). */
export const filterChips = (page: Page) => page.getByRole('group', { name: 'Active filters' });

/** Takes every filter of a list off with the chips' "Clear all". */
export const clearAllFilters = (page: Page) =>
  filterChips(page).getByRole('button', { name: 'Clear all' }).click();
