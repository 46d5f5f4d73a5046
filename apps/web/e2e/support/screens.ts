import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, MOCK_URL } from './fixtures';
import { personas } from './personas';
import { none, shown, watchRequests } from './waits';

/** The contract's list of screens (the routes of docs/product-rules.md#routes-and-privileges as data). */
export const screenLists = JSON.parse(
  readFileSync(new URL('../../../../openapi/spec-lists.json', import.meta.url), 'utf8'),
) as { consoleRoutes: string[]; adminRoutes: string[] };

/**
 * Ids of the default seed for every path parameter of the console's screens (the ones the guards test
 * uses; the hostile seed has the same ids); the newest log entry of the owner's organisation is read
 * through the API.
 */
export async function consoleIds(): Promise<Record<string, string>> {
  const login = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(personas.owner),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const logs = await fetch(`${MOCK_URL}/logs?size=1`, { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await logs.json()) as { items: { id: number }[] };
  return {
    userId: '2',
    roleId: '6',
    aliasId: '1',
    virtualDesktopId: '1',
    virtualPhoneId: '1',
    smsNumber: '+16446499190',
    socialAccountId: '1',
    logId: String(items[0]?.id ?? 1),
    ticketId: '4',
    folderId: '7',
    articleId: '9',
    bestFolderId: '1',
    bestArticleId: '1',
  };
}

/** A route of the list with its parameters filled in (best-practices ids are their own). */
export function screenPath(route: string, ids: Record<string, string>): string {
  const best = route.startsWith('/bestpractices');
  return route.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const key =
      best && (name === 'folderId' || name === 'articleId')
        ? `best${name[0]?.toUpperCase()}${name.slice(1)}`
        : name;
    return encodeURIComponent(ids[key] ?? '1');
  });
}

const quietOf = new WeakMap<Page, (ms?: number) => Promise<void>>();

/**
 * Waits for a screen to settle: its main content drawn, nothing busy, its requests answered. A page's first
 * settle waits for the network to be idle (Playwright's 500 ms of silence), since requests sent before the
 * watch started cannot be counted; after that, the watch's shorter `quiet` (support/waits.ts) is enough.
 */
export async function settle(page: Page, path: string) {
  const main = page.locator('main').first();
  await shown(main, 60_000);
  await expect(main, `the screen ${path}`).toBeVisible({ timeout: 60_000 });
  const busy = page.locator('[aria-busy="true"]');
  await none(busy, 60_000);
  await expect(busy).toHaveCount(0, { timeout: 60_000 });
  const quiet = quietOf.get(page);
  if (quiet) return quiet();
  quietOf.set(page, watchRequests(page));
  await page.waitForLoadState('networkidle');
}
