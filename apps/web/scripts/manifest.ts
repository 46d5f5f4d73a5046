// Vite's build manifest (dist/client/.vite/manifest.json), read by the budget report and the shell's
// session preloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (distClient: string) =>
  JSON.parse(readFileSync(path.join(distClient, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest key of the entry chunk. */
export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('manifest: no entry chunk');
  return entry;
}

/** Adds the files of a chunk and of everything it imports statically to `into`. */
export function addStaticFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) addStaticFiles(manifest, dep, into);
  return into;
}
