// The repository explains itself: comments and documents cite only its own docs (decision records and
// docs/product-rules.md), never a file outside it or an issue number, and every link to a heading of
// product-rules.md lands on a heading that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.toolchain',
  '.reports',
  'dist',
  'test-results',
  'playwright-report',
]);
const CHECKED = /\.(ts|tsx|md|ya?ml|json|sh)$/;
const SKIPPED_FILES = new Set(['pnpm-lock.yaml']);

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...filesUnder(path.join(dir, entry.name)));
    } else if (
      CHECKED.test(entry.name) &&
      !SKIPPED_FILES.has(entry.name) &&
      !entry.name.endsWith('.gen.ts')
    ) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

// Written in pieces so this file does not match itself.
const OUTSIDE_REFERENCES: [what: string, pattern: RegExp][] = [
  ['the architecture document outside the repo', new RegExp(['DESIGN', 'md'].join('\\.'))],
  ['the product specification outside the repo', new RegExp(['console', 'spec'].join('-'))],
  ['a numbered section of the specification', new RegExp(['spec', 'sections?'].join(' '), 'i')],
  ['a numbered section of a document outside the repo', new RegExp(['\\bsections?', '[0-9]'].join(' '))],
  ['an issue number', new RegExp(['\\b[Ii]ssues?', '#?[0-9]'].join(' '))],
  ['the shared folder outside the repo', new RegExp(['\\.\\.', 'shared'].join('/'))],
  ['a marker of a generator that does not exist', new RegExp(['generated', 'placeholder'].join('-'))],
];

const files = filesUnder(root).map((file) => path.relative(root, file).split(path.sep).join('/'));
const self = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

describe('the repository cites only itself', () => {
  it('finds files to check', () => {
    expect(files).toContain('docs/product-rules.md');
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(OUTSIDE_REFERENCES)('no comment or document refers to %s', (_what, pattern) => {
    const hits = files
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits, 'point these at docs/product-rules.md or a decision record instead').toEqual([]);
  });

  it('every link to a heading of docs/product-rules.md lands on a heading', () => {
    const rules = readFileSync(path.join(root, 'docs/product-rules.md'), 'utf8');
    const anchors = new Set([...rules.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
    const linksIn = (file: string) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const links = [...text.matchAll(/product-rules\.md#([\w-]+)/g)];
      // The document's own links to its headings: `[Token refresh](#token-refresh)`.
      if (file === 'docs/product-rules.md') links.push(...text.matchAll(/\]\(#([\w-]+)\)/g));
      return links.map((match) => match[1] ?? '');
    };
    const broken = files.flatMap((file) =>
      linksIn(file)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    expect(anchorOf('Errors and messages')).toBe('errors-and-messages');
    expect(anchorOf('Formats and masks')).toBe('formats-and-masks');
    expect(anchorOf('Redirect after sign-in')).toBe('redirect-after-sign-in');
  });
});
