// Reads the contract for the tests beside it: the parsed document, local `$ref` resolution and the flat
// list of operations with their path-level and operation-level parameters merged.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

export const contractFile = fileURLToPath(new URL('./openapi.yaml', import.meta.url));

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
type HttpMethod = (typeof httpMethods)[number];

export interface Ref {
  $ref: string;
}
export interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema | Ref>;
  items?: Schema | Ref;
  allOf?: (Schema | Ref)[];
  [key: string]: unknown;
}
interface Example {
  value?: unknown;
}
export interface MediaType {
  schema?: Schema | Ref;
  example?: unknown;
  examples?: Record<string, Example | Ref>;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: Schema | Ref;
}
export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}
export interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> } | Ref;
  responses: Record<string, Response | Ref>;
  'x-source'?: string;
}
export interface Contract {
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>> & { parameters?: (Parameter | Ref)[] }>;
  components: Record<string, Record<string, unknown>>;
}

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  parameters: Parameter[];
  /** The security requirements in force: the operation's own, else the document's. */
  security: Record<string, string[]>[];
}

export function loadContract(): Contract {
  return parse(readFileSync(contractFile, 'utf8')) as Contract;
}

const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';

/** Follows local `$ref`s (`#/components/...`) until a value that is not a reference. */
export function deref<T>(contract: Contract, value: T | Ref): T {
  let current: unknown = value;
  while (isRef(current)) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) throw new Error(`Only local references are supported: ${pointer}`);
    current = pointer
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
    if (current === undefined) throw new Error(`Unresolved reference ${pointer}`);
  }
  return current as T;
}

export function listOperations(contract: Contract): OperationEntry[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const shared = (item.parameters ?? []).map((p) => deref(contract, p));
      const own = (operation.parameters ?? []).map((p) => deref(contract, p));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const security = operation.security ?? contract.security ?? [];
      return [{ method, path, operation, parameters, security }];
    }),
  );
}

/** The media type's first example value: `example`, else the first of `examples`. */
export function firstExample(contract: Contract, media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : deref(contract, first).value;
}

/** The documented success status: the lowest 2xx code of the operation. */
export function successStatus(operation: OperationObject): number | undefined {
  const codes = Object.keys(operation.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
  return codes[0];
}
