import { tmpdir } from 'node:os';

import { defineConfig, devices } from '@playwright/test';

// Runs against the production build (static SPA shell served with its CSP) and the stateful mock API.
// Uses Debian's Chromium: `playwright install` cannot download browsers on these machines. Its old headless shell,
// as Playwright itself uses for headless runs, costs a quarter less CPU per test than the full browser (decision 0019).
// Ports, build folder and report folder can be moved so that several runs can share one machine.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const REPORTS = process.env.E2E_REPORTS_DIR ?? '../../.reports';
// Traces and failure screenshots; a shard of a split run needs its own (each run empties it at start).
const RESULTS = process.env.E2E_RESULTS_DIR ?? `${REPORTS}/test-results`;

// E2E_WEB_SERVERS=nginx,caddy runs against the deploy/ configurations instead of serve.ts (decision 0030): each
// server on its own port (WEB_PORT, WEB_PORT + 1, …) and as a project of its own, one mock for all.
const deployServers = (process.env.E2E_WEB_SERVERS ?? '').split(',').filter(Boolean);
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
const deployServer = (name: string, port: number) => ({
  command: `bash ../../deploy/${name}/start.sh`,
  url: `http://127.0.0.1:${port}/`,
  env: {
    API_ORIGIN: `http://127.0.0.1:${MOCK_PORT}`,
    PORT: String(port),
    SITE_ADDRESS: `http://127.0.0.1:${port}`,
    WEB_ROOT: process.env.WEB_DIST_DIR ?? 'dist/client',
    NGINX_WORKERS: '1',
    RUN_DIR: `${tmpdir()}/console-nginx-${port}`,
  },
  reuseExistingServer: false,
  // nginx's workers and Caddy stop with their master when asked, not killed.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: './e2e',
  outputDir: RESULTS,
  // One worker per process (the mock's data is shared by its tests); `fullyParallel` lets the test command's
  // shards split by test rather than by file, so the long files do not decide the balance (decision 0019).
  fullyParallel: true,
  workers: 1,
  retries: 0,
  // A stuck step fails in seconds, not at the test's end: one failure must not cost the suite minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? `${REPORTS}/playwright.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects:
    deployServers.length > 0
      ? deployServers.map((name, i) => ({
          name,
          use: { ...chromium, baseURL: `http://127.0.0.1:${WEB_PORT + i}` },
        }))
      : [{ name: 'chromium', use: chromium }],
  webServer: [
    {
      command: `node ../../mocks/src/server.ts`,
      url: `http://127.0.0.1:${MOCK_PORT}/__health`,
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_ALLOWED_ORIGINS: `http://127.0.0.1:${WEB_PORT}` },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    ...(deployServers.length > 0
      ? deployServers.map((name, i) => deployServer(name, WEB_PORT + i))
      : [
          {
            command: `node scripts/serve.ts`,
            url: `http://127.0.0.1:${WEB_PORT}/`,
            env: {
              PORT: String(WEB_PORT),
              API_ORIGIN: `http://127.0.0.1:${MOCK_PORT}`,
              ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
            },
            reuseExistingServer: false,
          },
        ]),
  ],
});
