import { appendFileSync } from 'node:fs';

import { test } from '@playwright/test';

// E2E_PROFILE_FILE=<path> makes the helpers below write one JSON line per call (the test, the helper, its
// milliseconds), to see where a spec's time goes: sign-ins, axe passes, screenshots, fixed waits. Decision 0019
// has the numbers it gave. Off by default: then `timed` only runs its function.
const PROFILE_FILE = process.env.E2E_PROFILE_FILE;

/** Runs `run`, and with E2E_PROFILE_FILE set records how long it took under `what`. */
export async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_FILE) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    const ms = Math.round(performance.now() - started);
    appendFileSync(PROFILE_FILE, `${JSON.stringify({ test: test.info().title, what, ms })}\n`);
  }
}
