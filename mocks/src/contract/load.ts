import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { parse } from 'yaml';

/** The contract's root document, beside the mock in the monorepo (override with MOCK_CONTRACT). */
export const DEFAULT_CONTRACT_PATH = resolve(import.meta.dirname, '../../../openapi/openapi.yaml');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function pointerGet(doc: Json, pointer: string): Json {
  if (pointer === '' || pointer === '/') return doc;
  let node: Json | undefined = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return null;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  if (node === undefined) throw new Error(`JSON pointer ${pointer} not found`);
  return node;
}

/**
 * Loads the contract and inlines references to other files, so the result is one document whose only
 * `$ref`s are internal (`#/components/...`). Split contracts (`$ref: ./paths/users.yaml`) therefore work.
 */
export function loadContract(path = process.env.MOCK_CONTRACT ?? DEFAULT_CONTRACT_PATH): JsonObject {
  const files = new Map<string, Json>();
  const readDoc = (file: string): Json => {
    let doc = files.get(file);
    if (doc === undefined) {
      doc = parse(readFileSync(file, 'utf8')) as Json;
      files.set(file, doc);
    }
    return doc;
  };
  const rootFile = resolve(path);

  // `file` is the document the node sits in; internal refs of other files are resolved in those files.
  const inline = (node: Json, file: string, seen: Set<string>): Json => {
    if (Array.isArray(node)) return node.map((item) => inline(item, file, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [target = '', pointer = ''] = ref.split('#');
      const targetFile = target ? resolve(dirname(file), target) : file;
      if (targetFile === rootFile) return { ...node, $ref: `#${pointer}` }; // a ref into the root stays internal
      const key = `${targetFile}#${pointer}`;
      if (seen.has(key)) throw new Error(`Circular external $ref ${key}`);
      const resolved = pointerGet(readDoc(targetFile), pointer);
      const { $ref: _ref, ...siblings } = node;
      const inlined = inline(resolved, targetFile, new Set(seen).add(key));
      return Object.keys(siblings).length && inlined && typeof inlined === 'object' && !Array.isArray(inlined)
        ? { ...inlined, ...(inline(siblings, file, seen) as JsonObject) }
        : inlined;
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = inline(value, file, seen);
    return out;
  };

  return inline(readDoc(rootFile), rootFile, new Set()) as JsonObject;
}

/** Follows internal `$ref`s (`#/components/...`) of a bundled document. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 20; hops++) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return current;
    const ref = current.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return current;
    current = pointerGet(doc, ref.slice(1));
  }
  throw new Error('Too many $ref hops');
}
