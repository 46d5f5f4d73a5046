import { deref, type Json, type JsonObject } from './load.ts';

type Audience = 'user' | 'staff';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

/** One operation of the contract, as the router and validators need it. */
export interface OperationSpec {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. `/user/{id}`. */
  path: string;
  tags: string[];
  /** Audiences whose bearer token is accepted; empty for a public operation. */
  audiences: Audience[];
  parameters: ParameterSpec[];
  /** The body's schema per media type (internal refs kept), or null when the operation takes no body. */
  requestBody: { required: boolean; schemas: Record<string, Json> } | null;
  statuses: string[];
  matcher: RegExp;
  /** Sort key: static segments before parameters, so `/user/me` wins over `/user/{id}`. */
  specificity: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function audiencesOf(security: Json | undefined): Audience[] {
  if (!Array.isArray(security)) return [];
  const out = new Set<Audience>();
  for (const requirement of security) {
    if (!requirement || typeof requirement !== 'object' || Array.isArray(requirement)) continue;
    for (const scheme of Object.keys(requirement)) {
      if (/staff/i.test(scheme)) out.add('staff');
      else out.add('user');
    }
  }
  return [...out];
}

/** Lists the operations of a bundled contract, most specific path first. */
export function listOperations(doc: JsonObject): OperationSpec[] {
  const paths = (doc.paths ?? {}) as JsonObject;
  const out: OperationSpec[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem) as JsonObject;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const operationId = String(op.operationId ?? `${method} ${path}`);
      const params = new Map<string, ParameterSpec>();
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = deref(doc, raw) as JsonObject;
        const spec: ParameterSpec = {
          name: String(p.name),
          in: p.in as ParameterSpec['in'],
          required: p.required === true || p.in === 'path',
          schema: p.schema ?? {},
        };
        params.set(`${spec.in}:${spec.name}`, spec);
      }
      const body = deref(doc, op.requestBody) as JsonObject | undefined;
      const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      out.push({
        operationId,
        method: method.toUpperCase(),
        path,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        audiences: audiencesOf(op.security ?? doc.security),
        parameters: [...params.values()],
        requestBody: body?.content
          ? {
              required: body.required === true,
              schemas: Object.fromEntries(
                Object.entries(body.content as JsonObject).map(([type, media]) => [
                  type,
                  (media as JsonObject | null)?.schema ?? {},
                ]),
              ),
            }
          : null,
        statuses: Object.keys((op.responses ?? {}) as JsonObject),
        matcher: new RegExp(`^${pattern}/?$`),
        specificity: path
          .split('/')
          .map((segment) => (segment.startsWith('{') ? '1' : '0'))
          .join(''),
      });
    }
  }
  return out.sort((a, b) => a.specificity.localeCompare(b.specificity) || b.path.length - a.path.length);
}

/** Finds the operation for a request; `allowed` lists the methods of a matching path (for a 405). */
export function matchOperation(
  operations: readonly OperationSpec[],
  method: string,
  pathname: string,
): { op: OperationSpec; params: Record<string, string> } | { op: null; allowed: string[] } {
  const allowed: string[] = [];
  for (const op of operations) {
    const m = op.matcher.exec(pathname);
    if (!m) continue;
    if (op.method !== method) {
      allowed.push(op.method);
      continue;
    }
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1] as string);
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { op, params };
  }
  return { op: null, allowed };
}
