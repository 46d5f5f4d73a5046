import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo, so the test command reports one set of counts.
// Each package's tests sit beside its code as *.test.ts(x); end-to-end specs (apps/web/e2e) are Playwright's.
export default defineConfig({
  resolve: {
    conditions: ['@console/source'],
    // The app's own `~/` imports, so a feature's rules can be tested with what they import.
    alias: { '~': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  test: {
    include: [
      '{packages,mocks,tools,scripts,openapi}/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
  },
});
