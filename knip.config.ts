// The unused-code check (scripts/checks/unused-code.sh): every workspace's entries, so that a file nothing
// reaches, an export nothing imports and a dependency nothing uses are reported. Knip's plugins add what they
// know themselves: TanStack Start's client.tsx and router.tsx, the packages' `exports` and scripts, the
// config files of Vite, Vitest, Playwright and ESLint.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.ts', 'tools/**/*.ts'],
      project: ['scripts/**/*.ts', 'tools/**/*.ts', '*.ts'],
      // Run by scripts/checks/import-cycles.sh: Knip does not read shell scripts.
      ignoreDependencies: ['dpdm'],
    },
    'apps/web': {
      // The file routes, the tests and the build's scripts.
      entry: ['src/routes/**/*.tsx', 'src/**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/*.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    },
    'apps/floor': {
      entry: ['src/routes/**/*.tsx'],
      project: ['src/**/*.{ts,tsx,css}'],
    },
    'packages/sdk': {
      entry: ['src/**/*.test.ts', 'scripts/*.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts'],
      // Run by scripts/checks/sdk-package.sh on the built package.
      ignoreDependencies: ['@arethetypeswrong/cli', 'publint'],
    },
    'packages/ui': {
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx,css}'],
    },
    mocks: {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    openapi: {
      entry: ['*.test.ts'],
      project: ['*.ts'],
      // Prism is started through its binary's path (prism.test.ts, the SDK's test-support/prism.ts).
      ignoreDependencies: ['@stoplight/prism-cli'],
    },
  },
};

export default config;
