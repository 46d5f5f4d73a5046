// Optimistic concurrency (docs/decisions/0031-record-versions.md): a record's version is a hash of its
// representation as the record's GET answers it, so every write that changes what a client sees changes
// the version, and nothing has to remember to bump a counter.
import type { OperationSpec } from '../contract/operations.ts';

/** An operation whose writes are conditional: the contract gives it the `If-Match` header. */
export function takesIfMatch(op: OperationSpec): boolean {
  return op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match');
}

/** The strong ETag of a representation: FNV-1a over its JSON, quoted as HTTP wants. */
export function etagOf(representation: unknown): string {
  const text = JSON.stringify(representation) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `"${hash.toString(16).padStart(8, '0')}-${text.length.toString(36)}"`;
}

/**
 * Whether an `If-Match` value names the current version: `*`, or one of a comma-separated list. A `W/`
 * prefix is ignored: a proxy that compresses the answer (nginx's gzip) weakens the tag the client read,
 * and the version is the same record's.
 */
export function ifMatchHolds(header: string, current: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current);
}
