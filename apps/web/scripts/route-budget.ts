// The JavaScript each route of the production build needs, read from Vite's manifest (dist/client/.vite):
// a route's own chunk (its split component and loader) and its total, i.e. the entry, every layout route above
// it and the route itself with all their static imports, gzip level 9. Budget and ceilings: decision 0010.
// Run alone (`node scripts/route-budget.ts`) it prints the table; budget.spec.ts asserts on it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { addStaticFiles, entryKey, readManifest } from './manifest.ts';

export interface RouteBudget {
  route: string;
  ownKB: number;
  totalKB: number;
  files: number;
}

const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

export function routeBudgets(distClient: string): RouteBudget[] {
  const manifest = readManifest(distClient);
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distClient, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into: Set<string>) => addStaticFiles(manifest, key, into);
  const entry = entryKey(manifest);

  // A route's component and loader chunk: `src/routes/<file>.tsx?tsr-split=component---loader`.
  const split = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=(?:component|loader)/.exec(key);
    if (match?.[1] && !split.has(match[1])) split.set(match[1], key);
  }
  // Layouts above a route: files whose name is a prefix of its path at a `/` or `.` boundary
  // (`_authenticated.tsx`, `services/alias/$aliasId/route.tsx` above `services/alias/$aliasId/index.tsx`).
  const layoutsOf = (route: string) =>
    [...split.keys()].filter((other) => {
      const base = other.replace(/\/route$/, '');
      return other !== route && route.startsWith(base) && /^[/.]/.test(route.slice(base.length));
    });

  return [...split.keys()].sort().map((route) => {
    const own = new Set<string>();
    const key = split.get(route);
    const file = key ? manifest[key]?.file : undefined;
    if (file) own.add(file);
    const all = new Set<string>();
    closure(entry, all);
    for (const layout of layoutsOf(route)) closure(split.get(layout) ?? '', all);
    if (key) closure(key, all);
    const sum = (files: Set<string>) => [...files].reduce((s, f) => s + gzip(f), 0);
    return { route, ownKB: kB(sum(own)), totalKB: kB(sum(all)), files: all.size };
  });
}

/**
 * Chunks that import each other, directly or through others (each cycle as its files). The build's chunk
 * groups (vite.config.ts) must not make any: in a cycle one chunk runs before the other's variables are set,
 * which once failed a screen with "Cannot read properties of undefined (reading 'forwardRef')".
 */
export function chunkImportCycles(distClient: string): string[][] {
  const manifest = readManifest(distClient);
  const importsOf = new Map(
    Object.values(manifest).map((chunk) => [
      chunk.file,
      (chunk.imports ?? []).flatMap((key) => manifest[key]?.file ?? []),
    ]),
  );
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'open');
    for (const next of importsOf.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), file, next]);
      else if (!state.has(next)) visit(next, [...trail, file]);
    }
    state.set(file, 'done');
  };
  for (const file of importsOf.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
  console.table(routeBudgets(process.env.WEB_DIST_DIR ?? dist));
}
