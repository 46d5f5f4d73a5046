import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import importBoundaries from './tools/eslint-rules/import-boundaries.ts';
import noLiteralUiText from './tools/eslint-rules/no-literal-ui-text.ts';

// The repo's own rules (tools/eslint-rules), one plugin object for every block that uses them.
const local = { rules: { 'import-boundaries': importBoundaries, 'no-literal-ui-text': noLiteralUiText } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.toolchain/**',
      '.reports/**',
      '**/*.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Type-aware: the promise rules need the types of each file, from the nearest tsconfig.
    languageOptions: {
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // One import order everywhere, fixed by `eslint --fix`: side effects, Node's own modules, packages, the
    // workspace's packages, the app's `~/` modules, then relative paths; a blank line between groups.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@console/'], ['^~/'], ['^\\.']] },
      ],
    },
  },
  {
    // Node globals only where the code runs in Node: scripts, the mock, the e2e and config files.
    files: [
      'scripts/**/*.ts',
      'tools/**/*.ts',
      'mocks/**/*.ts',
      'openapi/**/*.ts',
      'apps/web/e2e/**/*.ts',
      'apps/web/scripts/**/*.ts',
      '**/*.config.ts',
      'packages/sdk/src/node.ts',
      'packages/sdk/src/**/*.test.ts',
      'packages/sdk/src/test-support/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/{web,floor}/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/import-boundaries': ['error', { srcRoot: 'apps/web/src' }] },
  },
  {
    // Text people read comes from a message catalog (docs/decisions/0049-languages.md). The UI gallery is a
    // developer's page of the kit's parts, built only on request (VITE_UI_GALLERY), and stays English.
    files: ['apps/web/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**', 'apps/web/src/features/gallery/**'],
    plugins: { local },
    rules: { 'local/no-literal-ui-text': 'error' },
  },
  {
    // The features' URL searches (`<domain>.search.ts`) and lib/ are grouped into the first chunk every page
    // loads (vite.config.ts): a value from the kit's barrel there would pull the whole kit onto /login, and one
    // from a form schemas module its form rules (decision 0010). Types are free.
    files: ['apps/web/src/features/*/*.search.ts', 'apps/web/src/lib/**/*.{ts,tsx}'],
    // The QueryClient's policy loads with the first screen that reads through Query (decision 0020), in the
    // signed-in shell's chunk, where the kit's toast already is.
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/query/query-policy.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@console/ui',
              allowTypeImports: true,
              message:
                'This file loads before the first screen: take the kit in a component (decision 0010).',
            },
          ],
          patterns: [
            {
              group: ['**/*.schemas'],
              allowTypeImports: true,
              message:
                'This file loads before the first screen: form rules stay in <domain>.schemas.ts (decision 0010).',
            },
          ],
        },
      ],
    },
  },
  {
    // Packages sit below the app: they never reach into it.
    files: ['packages/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@console/web', '@console/web/*'],
              message: 'Packages never import the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '**/*.test.{ts,tsx}', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright fixtures take an empty destructuring and `void` fixture types by design.
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
);
