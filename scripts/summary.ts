// Sums the static checks, Vitest and Playwright into the single closing line the CI reads.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const notes: string[] = [];

const checks = existsSync('.reports/checks.txt')
  ? readFileSync('.reports/checks.txt', 'utf8').trim().split('\n')
  : [];
for (const line of checks.filter(Boolean)) {
  if (line.startsWith('pass ')) passed++;
  else failed++;
}

function readJson(path: string): any {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = readJson('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that fails to load has no test results but is still a failure.
  const brokenSuites = (vitest.testResults ?? []).filter(
    (r: any) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  failed += brokenSuites;
  notes.push(`vitest ${vitest.numPassedTests}/${vitest.numTotalTests}`);
} else {
  failed++;
  notes.push('vitest produced no report');
}

const pw = readJson('.reports/playwright.json');
if (pw?.stats) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  failed += (pw.errors ?? []).length;
  notes.push(`playwright ${pw.stats.expected}/${pw.stats.expected + pw.stats.unexpected + pw.stats.flaky}`);
} else {
  failed++;
  notes.push('playwright produced no report');
}

console.log(`\n(${checks.length} checks, ${notes.join(', ')}, ${process.argv[2] ?? '?'} s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
