import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo, so the test command reports one set of counts.
// Each package's tests sit beside its code as *.test.ts(x); end-to-end specs (apps/web/e2e) are Playwright's.
const screenTests = 'apps/web/src/**/*.screen.test.tsx';
// Screen tests that need the app's modules not yet loaded (what happens while a lazy screen's code still loads):
// each in a worker of its own.
const ownWorkerScreenTests = ['apps/web/src/app/command-palette/typed-ahead.screen.test.tsx'];
const screensProject = {
  include: [screenTests],
  environment: 'jsdom',
  setupFiles: ['apps/web/src/testing/each-file.ts'],
};

export default defineConfig({
  resolve: {
    conditions: ['@console/source'],
    // The app's own `~/` imports, so a feature's rules can be tested with what they import.
    alias: { '~': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Vitest's default leaves a core free (one worker on a 2-core machine); nothing else runs beside the tests.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // Named so it is queued before the screens (projects are queued by name): its long files start
          // early, and the many short screen files even out the two workers at the end.
          name: 'node',
          include: [
            '{packages,mocks,tools,scripts,openapi}/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/scripts/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', screenTests],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...screensProject,
          name: 'screens',
          exclude: ['**/node_modules/**', ...ownWorkerScreenTests],
          // The screen tests share one jsdom and one load of the app per worker instead of one per file
          // (docs/testing.md, "Screen tests share their worker"); the harness resets what a test may change.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...screensProject, name: 'screens-own-worker', include: ownWorkerScreenTests },
      },
    ],
  },
});
