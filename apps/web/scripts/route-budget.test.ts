import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { chunkImportCycles } from './route-budget.ts';

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

function buildWith(manifest: Record<string, { file: string; imports?: string[] }>) {
  dist = mkdtempSync(path.join(tmpdir(), 'route-budget-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('chunkImportCycles', () => {
  it('finds chunks that import each other through a third', () => {
    const cycles = chunkImportCycles(
      buildWith({
        'src/client.tsx': { file: 'assets/app.js', imports: ['_kit.js'] },
        '_kit.js': { file: 'assets/kit.js', imports: ['_headless.js'] },
        '_headless.js': { file: 'assets/headless.js', imports: ['_hidden.js'] },
        '_hidden.js': { file: 'assets/hidden.js', imports: ['_headless.js'] },
      }),
    );
    expect(cycles).toEqual([['assets/headless.js', 'assets/hidden.js', 'assets/headless.js']]);
  });

  it('finds none where imports only go one way, shared chunks included', () => {
    const cycles = chunkImportCycles(
      buildWith({
        'src/client.tsx': { file: 'assets/app.js', imports: ['_a.js', '_b.js'] },
        '_a.js': { file: 'assets/a.js', imports: ['_shared.js'] },
        '_b.js': { file: 'assets/b.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
      }),
    );
    expect(cycles).toEqual([]);
  });
});
