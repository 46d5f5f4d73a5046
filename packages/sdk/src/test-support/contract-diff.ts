/**
 * The contract changes that break an SDK consumer, found by comparing the last released contract with the
 * current one: an operation or a response property removed, a request parameter or body property newly
 * required or removed, a type changed, an enum value removed from a request, a response property no
 * longer required. Additions that a consumer can ignore are not listed. A schema shared by several
 * operations is compared once, under the first operation that uses it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import {
  type Contract,
  contractFile,
  deref,
  listOperations,
  type OperationEntry,
  type Schema,
} from '../../../../openapi/contract.ts';

const { parse } = createRequire(contractFile)('yaml') as { parse(text: string): unknown };

export function readContract(file: string): Contract {
  return parse(readFileSync(file, 'utf8')) as Contract;
}

type Side = { contract: Contract; schema: Schema | undefined };

/** Pairs of schemas already compared in a direction: shared components are walked once. */
type Seen = WeakMap<object, WeakSet<object>>;

const typesOf = (schema: Schema | undefined) =>
  [schema?.type ?? []]
    .flat()
    .filter((t) => t !== 'null')
    .sort()
    .join('|');

/** `direction`: 'request' (what the consumer sends) or 'response' (what it reads). */
function compareSchemas(
  where: string,
  before: Side,
  after: Side,
  direction: 'request' | 'response',
  out: string[],
  seen: Seen,
  depth = 0,
): void {
  if (depth > 6 || !before.schema || !after.schema) return;
  const pairs = seen.get(before.schema) ?? new WeakSet();
  if (pairs.has(after.schema)) return;
  seen.set(before.schema, pairs.add(after.schema));
  const a = flatten(before.contract, before.schema);
  const b = flatten(after.contract, after.schema);
  const typeA = typesOf(a);
  const typeB = typesOf(b);
  if (typeA && typeB && typeA !== typeB) out.push(`${where}: type ${typeA} became ${typeB}`);
  if (direction === 'request' && Array.isArray(a.enum) && Array.isArray(b.enum)) {
    for (const value of a.enum)
      if (!b.enum.includes(value)) out.push(`${where}: value ${JSON.stringify(value)} removed`);
  }
  const requiredA = new Set((a.required as string[] | undefined) ?? []);
  const requiredB = new Set((b.required as string[] | undefined) ?? []);
  for (const [name, propA] of Object.entries(a.properties ?? {})) {
    const propB = b.properties?.[name];
    if (!propB) {
      out.push(`${where}.${name}: removed`);
      continue;
    }
    if (direction === 'response' && requiredA.has(name) && !requiredB.has(name)) {
      out.push(`${where}.${name}: no longer always present`);
    }
    const next = (side: Side, value: typeof propA) => ({
      contract: side.contract,
      schema: deref(side.contract, value),
    });
    compareSchemas(
      `${where}.${name}`,
      next(before, propA),
      next(after, propB),
      direction,
      out,
      seen,
      depth + 1,
    );
  }
  if (direction === 'request') {
    for (const name of requiredB) if (!requiredA.has(name)) out.push(`${where}.${name}: newly required`);
  }
  if (a.items && b.items) {
    compareSchemas(
      `${where}[]`,
      { contract: before.contract, schema: deref(before.contract, a.items) },
      { contract: after.contract, schema: deref(after.contract, b.items) },
      direction,
      out,
      seen,
      depth + 1,
    );
  }
}

/** A schema with its `allOf` parts merged (properties and required lists). */
function flatten(contract: Contract, schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => flatten(contract, deref(contract, part)));
  return {
    ...schema,
    properties: Object.assign({}, schema.properties, ...parts.map((p) => p.properties)),
    required: [
      ...((schema.required as string[]) ?? []),
      ...parts.flatMap((p) => (p.required as string[]) ?? []),
    ],
  };
}

const jsonSchema = (contract: Contract, content: Record<string, { schema?: unknown }> | undefined) => {
  const media = content?.['application/json'] ?? content?.['multipart/form-data'];
  return media?.schema ? deref<Schema>(contract, media.schema as Schema) : undefined;
};

function successResponse(contract: Contract, entry: OperationEntry) {
  const success = Object.entries(entry.operation.responses).find(([status]) => status.startsWith('2'));
  const response = success ? deref(contract, success[1]) : undefined;
  return jsonSchema(contract, response?.content);
}

export function breakingChanges(released: Contract, current: Contract): string[] {
  const out: string[] = [];
  const seen: Seen = new WeakMap();
  const seenRequests: Seen = new WeakMap();
  const now = new Map(listOperations(current).map((e) => [`${e.method.toUpperCase()} ${e.path}`, e]));
  for (const before of listOperations(released)) {
    const name = `${before.method.toUpperCase()} ${before.path}`;
    const after = now.get(name);
    if (!after) {
      out.push(`${name}: removed`);
      continue;
    }
    for (const p of after.parameters) {
      const old = before.parameters.find((q) => q.name === p.name && q.in === p.in);
      if (p.required && !old?.required) out.push(`${name}: ${p.in} parameter ${p.name} newly required`);
    }
    for (const p of before.parameters) {
      if (!after.parameters.some((q) => q.name === p.name && q.in === p.in)) {
        out.push(`${name}: ${p.in} parameter ${p.name} removed`);
      }
    }
    const bodyOf = (contract: Contract, entry: OperationEntry) =>
      entry.operation.requestBody
        ? jsonSchema(contract, deref(contract, entry.operation.requestBody).content)
        : undefined;
    compareSchemas(
      `${name} request`,
      { contract: released, schema: bodyOf(released, before) },
      { contract: current, schema: bodyOf(current, after) },
      'request',
      out,
      seenRequests,
    );
    compareSchemas(
      `${name} response`,
      { contract: released, schema: successResponse(released, before) },
      { contract: current, schema: successResponse(current, after) },
      'response',
      out,
      seen,
    );
  }
  return out;
}
