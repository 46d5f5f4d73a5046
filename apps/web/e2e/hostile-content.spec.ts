import type { Page } from '@playwright/test';

import { apiSignIn, expect, MOCK_URL, test } from './support/fixtures';
import { consoleIds, screenLists as lists, screenPath as fill, settle } from './support/screens';
import { serveMode, staffApiSignIn } from './support/staff';
import { visit } from './support/waits';

// The mock's hostile seed puts script and markup payloads in every text a screen shows (names, subjects,
// descriptions, alias names, file names, log details, help articles, staff data; mocks/src/seed-hostile.ts).
// A payload that runs calls `window.__hostile(where)`. Every console screen and every staff screen is
// visited with that seed, under the served Content-Security-Policy and with it switched off (so only the
// app's rendering stands in the way): no payload may run.

interface Hostile {
  __hostile?: (where: string) => void;
  __hostileRan?: string[];
}

async function resetHostile() {
  const res = await fetch(`${MOCK_URL}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seed: 'hostile' }),
  });
  expect(res.ok, 'hostile reset').toBe(true);
}

/** Records any payload that runs, and any dialog (alert/confirm/prompt) a payload might open. */
async function watchPayloads(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Hostile;
    w.__hostileRan = [];
    w.__hostile = (where: string) => w.__hostileRan?.push(`${where} on ${location.pathname}`);
  });
  return dialogs;
}

/**
 * The first screen is loaded from scratch; the others are opened inside the app (support/waits.ts `visit`):
 * the same screens draw the same data into the same document under the same policy, without reloading the
 * app's scripts for each.
 */
async function open(page: Page, path: string, index: number) {
  if (index === 0) await page.goto(path);
  else await visit(page, path);
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as Hostile).__hostileRan ?? []);

for (const csp of ['on', 'off'] as const) {
  test.describe(`hostile content, Content-Security-Policy ${csp}`, () => {
    test.use({ bypassCSP: csp === 'off' });
    // Nearly forty screens each.
    test.describe.configure({ timeout: 900_000 });

    test('every console screen shows the payloads as text and runs none of them', async ({ page }) => {
      await resetHostile();
      const dialogs = await watchPayloads(page);
      const ids = await consoleIds();
      await apiSignIn(page, 'owner', '/dashboard');
      const visited: string[] = [];
      for (const [index, route] of lists.consoleRoutes.entries()) {
        const path = fill(route, ids);
        await open(page, path, index);
        await settle(page, path);
        visited.push(`${path} → ${new URL(page.url()).pathname}`);
        expect(await ran(page), `payloads ran on ${path}`).toEqual([]);
      }
      // The screens did show the hostile data, as text.
      await page.goto('/users');
      await settle(page, '/users');
      await expect(page.getByText(/onerror=|<script>|<svg onload|<iframe srcdoc/).first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('users-hostile.png'), fullPage: true });
      expect(dialogs).toEqual([]);
      // Every screen was reached (none bounced to /unauthorized or /notfound).
      expect(visited.filter((v) => /unauthorized|notfound|login/.test(v))).toEqual([]);
      console.log(`hostile (${csp}): ${visited.length} console screens, 0 payloads ran`);

      if (csp === 'off') {
        // Control: the same kind of payload, put into the page as HTML, is seen by the watch.
        await page.evaluate(() => {
          const div = document.createElement('div');
          div.innerHTML = `<img src=x onerror="window.__hostile('control')">`;
          document.body.append(div);
        });
        await expect.poll(() => ran(page)).toEqual([expect.stringContaining('control')]);
      }
    });

    test('every staff screen shows the payloads as text and runs none of them', async ({ page, context }) => {
      // The test build is the console's (decision 0017): served here as `both`, as a deployment would.
      await serveMode(context, 'both');
      await resetHostile();
      const dialogs = await watchPayloads(page);
      await staffApiSignIn(page, 'admin');
      const ids: Record<string, string> = {
        staffId: '1',
        orgId: '1',
        userId: '2',
        serviceTypeId: '1',
        aliasId: '1',
        virtualDesktopId: '1',
        virtualPhoneId: '1',
        logId: '1',
        roleId: '1',
        locationId: '1',
      };
      const screens = lists.adminRoutes.filter(
        (r) => !['/admin/login', '/admin/googleauthcallback', '/admin/logout'].includes(r),
      );
      const placeholders: string[] = [];
      for (const [index, route] of screens.entries()) {
        const path = fill(route, ids);
        await open(page, path, index);
        await settle(page, path);
        if (await page.getByText('This staff screen is on its way.').isVisible()) placeholders.push(path);
        expect(await ran(page), `payloads ran on ${path}`).toEqual([]);
      }
      expect(dialogs).toEqual([]);
      console.log(
        `hostile staff (${csp}): ${screens.length} staff screens, 0 payloads ran; ${placeholders.length} still placeholders: ${placeholders.join(', ')}`,
      );
    });
  });
}
