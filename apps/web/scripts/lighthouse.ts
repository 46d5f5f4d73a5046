// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on /login, /dashboard and /users of the
// production build, and on the staff area's /admin/dashboard and /admin/organizations of the same build served
// in `both` mode (decision 0017), each served by serve.ts with its compression and headers, on the stateful mock
// API. The signed-in pages get the tokens of a sign-in (a user's, or a staff member's through the mock's
// identity provider) in localStorage, which Lighthouse keeps (it clears the HTTP cache, so every page loads
// cold). Writes .reports/lighthouse/<page>.json and summary.json, prints the scores, and exits non-zero below
// the floors of decision 0014 or on any layout shift (lighthouse-failures.ts).
//
// /login and /users are measured beside the floor app (apps/floor, decision 0035), the same stack doing the same
// work with nothing else, served the same way on its own port: floor and app alternate run by run, so both see the
// same machine, and the medians' ratios (app ÷ floor) go to ratios.json and ratios.md (the floor's median runs to
// floor-<page>.json). Nothing asserts them: on a shared machine a ratio moves far less than a time, but it is still
// a clock measure (decision 0014).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { failuresOf, FLOORS } from './lighthouse-failures.ts';

const TARGETS = { performance: 98, accessibility: 100, totalBlockingTimeMs: 100 };
type SignedIn = 'no' | 'user' | 'staff';
const pages: Array<{ name: string; path: string; signedIn: SignedIn }> = [
  { name: 'login', path: '/login', signedIn: 'no' },
  { name: 'dashboard', path: '/dashboard', signedIn: 'user' },
  { name: 'users', path: '/users', signedIn: 'user' },
  { name: 'admin-dashboard', path: '/admin/dashboard', signedIn: 'staff' },
  { name: 'admin-organizations', path: '/admin/organizations', signedIn: 'staff' },
];

// Each page is measured LIGHTHOUSE_RUNS times (3) and the median run kept (the pages beside the floor: once per
// round); LIGHTHOUSE_PAGES=users,login measures only those (for trying a change; the test command measures every
// page).
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
// The pages measured beside the floor, in LIGHTHOUSE_FLOOR_ROUNDS rounds (3, the fewest a median needs; the
// test command's time, docs/testing.md) of floor and app, page after page, the first of the two alternating.
const floorPages = new Set(['login', 'users']);
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_FLOOR_ROUNDS ?? 3));

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../../..');
const reports = path.join(process.env.E2E_REPORTS_DIR ?? path.join(projectRoot, '.reports'), 'lighthouse');
const dist = process.env.WEB_DIST_DIR ?? path.resolve(here, '../dist/client');
const floorDist = process.env.FLOOR_DIST_DIR ?? path.resolve(here, '../../floor/dist/client');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      // As a navigation: the servers answer a page's address with the shell only for one (decision 0030).
      if ((await fetch(url, { headers: { accept: 'text/html' } })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`lighthouse: ${url} did not come up`);
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * A staff member's tokens: the sign-in starts at the API, the mock's identity provider page is answered for
 * staff@provider.test (as its form would post it), and the code is exchanged (e2e/support/staff.ts does the same
 * in a browser test).
 */
async function staffTokens(mock: string, origin: string): Promise<Tokens> {
  const post = (url: string, body: BodyInit, type = 'application/json') =>
    fetch(url, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });
  const start = await post(
    `${mock}/admin/auth/login`,
    JSON.stringify({ redirect_uri: `${origin}/admin/googleauthcallback` }),
  );
  const authorize = new URL(((await start.json()) as { authorization_url: string }).authorization_url);
  const idpPage = await (await fetch(`${mock}/__idp/authorize${authorize.search}`)).text();
  const staffId = /value="(\d+)"[^<]*><span>[^<]*<small>staff@provider\.test</.exec(idpPage)?.[1];
  if (!staffId) throw new Error('lighthouse: the identity provider page does not offer staff@provider.test');
  const consent = await post(
    `${mock}/__idp/authorize`,
    new URLSearchParams({
      staff_id: staffId,
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    }),
    'application/x-www-form-urlencoded',
  );
  const code = new URL(consent.headers.get('location') ?? '', mock).searchParams.get('code');
  return (await (await post(`${mock}/admin/auth/token`, JSON.stringify({ code }))).json()) as Tokens;
}

/** A copy of the build whose shell says `both` (decision 0017), as a deployment serving both halves has it. */
function bothModeBuild(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'lighthouse-both-'));
  cpSync(dist, copy, { recursive: true });
  const shell = path.join(copy, 'index.html');
  writeFileSync(
    shell,
    readFileSync(shell, 'utf8').replace(/(<meta name="app-mode" content=")[a-z]+"/, '$1both"'),
  );
  // serve.ts compresses the shell itself when the build's compressed copies are absent.
  rmSync(`${shell}.br`, { force: true });
  rmSync(`${shell}.gz`, { force: true });
  return copy;
}

/**
 * Opens a tab on an origin and runs `expression` there: the session's tokens go into its localStorage (as the app
 * puts them), or come out of it before a page measured signed out.
 */
async function inStorage(chromePort: number, origin: string, expression: string) {
  const target = (await (
    await fetch(`http://127.0.0.1:${chromePort}/json/new?${origin}/notfound`, { method: 'PUT' })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const evaluate = (id: number) =>
    new Promise<string>((resolve) => {
      socket.onmessage = (event) => resolve(String(event.data));
      socket.send(
        JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression: `${expression}; location.origin`, returnByValue: true },
        }),
      );
    });
  // The tab has no document to run in until its first navigation commits: try again until it has.
  let answer = '';
  for (let id = 1; id < 100 && !answer.includes(origin); id++) {
    answer = await evaluate(id);
    if (!answer.includes(origin)) await new Promise((r) => setTimeout(r, 200));
  }
  socket.close();
  await fetch(`http://127.0.0.1:${chromePort}/json/close/${target.id}`);
  if (!answer.includes(origin))
    throw new Error(`lighthouse: could not reach the storage of ${origin} (${answer})`);
}

const tokenKey = (keyPrefix: '' | 'staff', name: string) =>
  keyPrefix ? `${keyPrefix}${name[0]?.toUpperCase()}${name.slice(1)}` : name;

function storeTokens(chromePort: number, origin: string, tokens: Tokens, keyPrefix: '' | 'staff') {
  return inStorage(
    chromePort,
    origin,
    `localStorage.setItem('${tokenKey(keyPrefix, 'accessToken')}', ${JSON.stringify(tokens.access_token)});
    localStorage.setItem('${tokenKey(keyPrefix, 'refreshToken')}', ${JSON.stringify(tokens.refresh_token)})`,
  );
}

/** Signed out: the app's /login sends a stored session on to the dashboard (a /users run before left one). */
function clearTokens(chromePort: number, origin: string) {
  return inStorage(chromePort, origin, `localStorage.clear()`);
}

/** The numbers compared with the floor (decision 0035), each the median of its own runs. */
const RATIO_METRICS = {
  totalBlockingTimeMs: { label: 'total blocking time', unit: 'ms' },
  largestContentfulPaintMs: { label: 'largest contentful paint', unit: 'ms' },
  mainThreadWorkMs: { label: 'main-thread work', unit: 'ms' },
  scriptKiB: { label: 'script bytes (transferred)', unit: 'KiB' },
  requests: { label: 'requests', unit: '' },
} as const;
type RatioMetric = keyof typeof RATIO_METRICS;

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const children: ChildProcess[] = [];
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`lighthouse: no build in ${dist}`);
  const selected = pages.filter((p) => !only || only.includes(p.name));
  const besideFloor = selected.filter((p) => floorPages.has(p.name));
  if (besideFloor.length > 0 && !existsSync(path.join(floorDist, 'index.html')))
    throw new Error(`lighthouse: no floor build in ${floorDist} (pnpm --filter @console/floor build)`);
  const [mockPort, webPort, staffWebPort, floorPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const mock = `http://127.0.0.1:${mockPort}`;
  const origins = {
    console: `http://127.0.0.1:${webPort}`,
    staff: `http://127.0.0.1:${staffWebPort}`,
    floor: `http://127.0.0.1:${floorPort}`,
  };
  const bothBuild = selected.some((p) => p.signedIn === 'staff') ? bothModeBuild() : null;
  const serve = (port: number, distDir: string) =>
    spawn(process.execPath, [path.join(here, 'serve.ts')], {
      env: { ...process.env, PORT: String(port), API_ORIGIN: mock, WEB_DIST_DIR: distDir },
      stdio: 'ignore',
    });
  children.push(
    spawn(process.execPath, [path.join(projectRoot, 'mocks/src/server.ts')], {
      env: { ...process.env, MOCK_PORT: String(mockPort) },
      stdio: 'ignore',
    }),
    serve(webPort, dist),
  );
  if (bothBuild) children.push(serve(staffWebPort, bothBuild));
  // The floor is served by the same server as the app, with its compression and headers (decision 0035).
  if (besideFloor.length > 0) children.push(serve(floorPort, floorDist));
  await waitFor(`${mock}/__health`);
  await waitFor(`${origins.console}/login`);
  if (bothBuild) await waitFor(`${origins.staff}/admin/login`);
  if (besideFloor.length > 0) await waitFor(`${origins.floor}/login`);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
    ],
  });
  async function measure(page: (typeof pages)[number], floor = false) {
    const origin = floor ? origins.floor : page.signedIn === 'staff' ? origins.staff : origins.console;
    if (page.signedIn === 'no') await clearTokens(chrome.port, origin);
    if (page.signedIn === 'user') {
      const signIn = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Owner!2345' }),
      });
      await storeTokens(chrome.port, origin, (await signIn.json()) as Tokens, '');
    }
    if (page.signedIn === 'staff')
      await storeTokens(chrome.port, origin, await staffTokens(mock, origin), 'staff');
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse: no result for ${page.path}`);
    const { lhr } = result;
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path)
      throw new Error(`lighthouse: ${page.path} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const resources = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)
      ?.items;
    const resource = (type: string) => resources?.find((row) => row.resourceType === type);
    const stats = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShiftMilli: Math.round(
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000,
      ),
      speedIndexMs: metric('speed-index'),
      transferredKiB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      // The main thread's time by Lighthouse's categories (script, style and layout, parsing…), summed.
      mainThreadWorkMs: metric('mainthread-work-breakdown'),
      scriptKiB: +((resource('script')?.transferSize ?? NaN) / 1024).toFixed(1),
      requests: resource('total')?.requestCount ?? NaN,
      // How fast this machine was during the run (Lighthouse's CPU benchmark; ~1000+ on an idle desktop)
      // and how busy (load average over one minute): the scores mean little on a crowded machine.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      loadAverage: +(loadavg()[0] ?? 0).toFixed(1),
    };
    // A run Lighthouse could not finish (no paint in time, a hung page: a busy minute of the machine) has no
    // metrics; its performance counts 0 below, and the ratios leave it out.
    if (lhr.runtimeError) console.warn(`lighthouse: ${origin}${page.path}: ${lhr.runtimeError.code}`);
    return { report: result.report as string, stats, failed: Boolean(lhr.runtimeError) };
  }

  type Run = Awaited<ReturnType<typeof measure>>;
  const summary: Record<string, Record<string, number>> = {};
  const spread: Record<string, number[]> = {};
  const floorSummary: Record<string, Record<string, number>> = {};
  const besideRuns = new Map(besideFloor.map((p) => [p.name, { app: [] as Run[], floor: [] as Run[] }]));
  const loadAtStart = loadavg();
  const measuredAgain: string[] = [];
  let loadAfterRatios: number[] | undefined;
  /** Keeps the run of median performance (Lighthouse's own advice against run-to-run variance). */
  function keepMedianRun(page: (typeof pages)[number], results: Run[], floor = false) {
    const sorted = [...results].sort((x, y) => (x.stats.performance ?? 0) - (y.stats.performance ?? 0));
    const middle = sorted[Math.floor(sorted.length / 2)];
    if (!middle) throw new Error(`lighthouse: no run of ${page.path}`);
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${floor ? 'floor-' : ''}${page.name}.json`), middle.report);
    (floor ? floorSummary : summary)[page.path] = middle.stats;
    if (!floor) spread[page.path] = results.map((r) => r.stats.performance ?? 0);
  }
  /** A run beside the floor that failed is tried once more, so that a busy minute does not leave a round short. */
  const measureTwice = async (page: (typeof pages)[number], floor = false) => {
    const first = await measure(page, floor);
    if (!first.failed) return first;
    measuredAgain.push(`${floor ? 'floor' : 'app'} ${page.path}`);
    return measure(page, floor);
  };
  try {
    // Floor and app alternate, page after page, round after round: a busier minute of the machine falls on both.
    // Which goes first alternates too: the one measured second came out lower on main-thread work in 7 of 8 passes of
    // one build against itself (decision 0051), a bias of the order that would otherwise favour the app.
    for (let round = 0; round < rounds; round++)
      for (const page of besideFloor) {
        const runsOf = besideRuns.get(page.name);
        if (round % 2 === 0) runsOf?.floor.push(await measureTwice(page, true));
        runsOf?.app.push(await measureTwice(page));
        if (round % 2 === 1) runsOf?.floor.push(await measureTwice(page, true));
      }
    loadAfterRatios = loadavg();
    for (const page of besideFloor) {
      const runsOf = besideRuns.get(page.name);
      if (!runsOf) continue;
      keepMedianRun(page, runsOf.floor, true);
      keepMedianRun(page, runsOf.app);
    }
    for (const page of selected.filter((p) => !floorPages.has(p.name))) {
      // Each run loads the page cold; the spread of the scores is printed.
      const results: Run[] = [];
      for (let run = 0; run < runs; run++) results.push(await measure(page));
      keepMedianRun(page, results);
    }
  } finally {
    await chrome.kill();
    stop();
    if (bothBuild) rmSync(bothBuild, { recursive: true, force: true });
  }
  writeFileSync(
    path.join(reports, 'summary.json'),
    JSON.stringify({ floors: FLOORS, targets: TARGETS, pages: summary, floor: floorSummary }, null, 2),
  );
  console.table(summary);
  if (runs > 1) console.log('performance of each run:', JSON.stringify(spread));
  if (besideFloor.length > 0) {
    const ratios = ratioTable(
      besideFloor,
      besideRuns,
      { start: loadAtStart, end: loadAfterRatios ?? loadavg() },
      measuredAgain,
    );
    writeFileSync(path.join(reports, 'ratios.json'), JSON.stringify(ratios.json, null, 2));
    writeFileSync(path.join(reports, 'ratios.md'), ratios.markdown);
    console.log(`\n${ratios.markdown}`);
  }
  const failures = failuresOf(summary);
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

/**
 * The medians of the app and the floor, metric by metric, and their ratio (app ÷ floor; none when the floor's
 * median is 0), with each run's value and the load average of the machine, as JSON and as a Markdown table.
 */
function ratioTable(
  measured: ReadonlyArray<(typeof pages)[number]>,
  runsOf: Map<string, Record<'app' | 'floor', Array<{ stats: Record<string, number>; failed: boolean }>>>,
  load: { start: number[]; end: number[] },
  measuredAgain: readonly string[],
) {
  const pagesOut: Record<string, unknown> = {};
  const rows: string[] = [];
  const runLoads: number[] = [];
  const benchmarks: number[] = [];
  for (const page of measured) {
    const both = runsOf.get(page.name);
    if (!both) continue;
    for (const run of [...both.app, ...both.floor]) {
      runLoads.push(run.stats.loadAverage ?? NaN);
      benchmarks.push(run.stats.benchmarkIndex ?? NaN);
    }
    const metrics: Record<string, unknown> = {};
    for (const [id, { label, unit }] of Object.entries(RATIO_METRICS) as Array<
      [RatioMetric, (typeof RATIO_METRICS)[RatioMetric]]
    >) {
      const values = (target: 'app' | 'floor') =>
        both[target].filter((run) => !run.failed).map((run) => run.stats[id] ?? NaN);
      // Whole milliseconds and requests, tenths of a KiB: an even count of runs has a median between two.
      const rounded = (value: number) => (unit === 'KiB' ? +value.toFixed(1) : Math.round(value));
      const app = rounded(median(values('app')));
      const floor = rounded(median(values('floor')));
      const ratio = floor > 0 ? +(app / floor).toFixed(2) : null;
      metrics[id] = { floor, app, ratio, floorRuns: values('floor'), appRuns: values('app') };
      const shown = (value: number) => `${value.toLocaleString('en')}${unit ? ` ${unit}` : ''}`;
      rows.push(
        `| ${page.path} | ${label} | ${shown(floor)} | ${shown(app)} | ${ratio === null ? '–' : `${ratio.toFixed(2)}×`} | ${values('floor').join(', ')} | ${values('app').join(', ')} |`,
      );
    }
    pagesOut[page.path] = metrics;
  }
  const round1 = (value: number | undefined) => +(value ?? NaN).toFixed(2);
  const json = {
    measuredAt: new Date().toISOString(),
    rounds,
    order: 'floor then app in odd rounds, app then floor in even ones, page after page',
    loadAverage: {
      atStart: load.start.map(round1),
      atEnd: load.end.map(round1),
      oneMinuteDuringRuns: { min: Math.min(...runLoads), max: Math.max(...runLoads) },
    },
    benchmarkIndexMedian: Math.round(median(benchmarks)),
    measuredAgain,
    pages: pagesOut,
  };
  const markdown = [
    '# The app against the floor (decision 0035)',
    '',
    `Lighthouse, mobile preset, ${rounds} ${rounds === 1 ? 'round' : 'rounds'} per page of floor and app (floor first in odd rounds, app first in even ones), medians. The ratio is app ÷ floor: 1.00× is`,
    "the framework's floor, 2.00× twice its cost. Read the ratios, not the times: the times move with the machine.",
    '',
    `Load average (1, 5, 15 min): ${json.loadAverage.atStart.join(', ')} at the start, ${json.loadAverage.atEnd.join(', ')} at the end;`,
    `one-minute load during the runs ${json.loadAverage.oneMinuteDuringRuns.min} to ${json.loadAverage.oneMinuteDuringRuns.max}.`,
    `Lighthouse's benchmark index (median): ${json.benchmarkIndexMedian.toLocaleString('en')}. Measured ${json.measuredAt}.`,
    ...(measuredAgain.length > 0
      ? [`Runs Lighthouse could not finish, measured again: ${measuredAgain.join(', ')}.`]
      : []),
    "The floor's blocking time is tens of milliseconds, so that ratio swings most; main-thread work is the steadier",
    'measure of the same cost.',
    '',
    '| page | metric | floor | app | app/floor | floor runs | app runs |',
    '| ---- | ------ | ----- | --- | --------- | ---------- | -------- |',
    ...rows,
    '',
  ].join('\n');
  return { json, markdown };
}

main().catch((error: unknown) => {
  console.error(error);
  stop();
  process.exit(1);
});
