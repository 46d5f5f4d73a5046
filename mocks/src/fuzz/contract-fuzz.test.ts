// Contract fuzzing: for every operation of the contract, requests generated from its schemas (valid and
// broken) go through `prism proxy --errors` to the stateful mock. Checks: no 5xx, every answer documented,
// invalid input answers the contract's 422 shape, and a refused request leaves the data as it was
// (`stateDigest`, also served at `/__mock/digest`). Prism answers an invalid request itself (and hangs on
// malformed JSON), so requests it refuses, and the raw ones (bad JSON, wrong content types, oversize
// bodies), are also sent to the mock directly: the mock must refuse them the same way.
//
// Fixed seed; FUZZ_RUNS=<n> sends n requests per operation (default 3), FUZZ_SEED=<n> another seed,
// FUZZ_OPS=<regex> only the operations whose id matches.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type JsonObject, loadContract } from '../contract/load.ts';
import type { OperationSpec } from '../contract/operations.ts';
import { type PrismProxy, startPrismProxy } from '../contract/prism-proxy.ts';
import { Table } from '../db/table.ts';
import { JSON_BODY_LIMIT } from '../http/body.ts';
import { personas } from '../personas.ts';
import { resetState, sessionTimes, stateDigest } from '../state.ts';
import { createTestMock } from '../test-support.ts';
import { type Breakage, brokenValue, paramValue, validValue } from './arbitraries.ts';

/** JSON values that parse but are no object: a handler that trusts the parser alone crashes on `null`. */
const WRONG_ROOTS = ['null', '[]', '0', '"x"', 'true'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

// Limits out of the way: the fuzzer signs in wrongly far more often than any person.
const mock = createTestMock({ maxLoginFailures: 1e9, maxAddressFailures: 1e9, maxResetRequests: 1e9 });
const state = mock.app.state;
const doc = loadContract();
const only = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : null;
// The live streams never end, and the fuzzer reads each answer whole: they are left to conformance.test.ts
// (through Prism, with a token that ends the stream) and live-events.test.ts (docs/decisions/0047-live-events-stream.md).
const operations = mock.app.operations.filter(
  (op) => (!only || only.test(op.operationId)) && !op.tags.includes('live'),
);
// The contract's 422 body, checked by a validator of its own (not the mock's).
const validate422 = new Ajv2020({ strict: false }).compile({
  $defs: JSON.parse(
    JSON.stringify((doc.components as JsonObject).schemas).replace(/#\/components\/schemas\//g, '#/$defs/'),
  ) as JsonObject,
  $ref: '#/$defs/ValidationError',
});

let prism: PrismProxy | undefined;
let proxy = '';

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

beforeAll(async () => {
  prism = await startPrismProxy(mock.app.fetch, { mock: await freePort(), proxy: await freePort() });
  proxy = prism.url;
}, 70_000);

afterAll(() => prism?.stop());

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  form?: boolean;
  kind: 'valid' | Breakage;
}

function requestArb(op: OperationSpec): fc.Arbitrary<FuzzRequest> {
  const params = (where: 'path' | 'query') => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === where)) {
      record[p.name] = paramValue(doc, p.schema, []).filter(
        (v) => where === 'query' || String(v).trim() !== '',
      );
      if (p.required) required.push(p.name);
    }
    return fc.record(record, { requiredKeys: required });
  };
  const jsonSchema = op.requestBody?.schemas['application/json'];
  const isUpload = Object.keys(op.requestBody?.schemas ?? {}).some((t) => t.startsWith('multipart/'));
  const body: fc.Arbitrary<{ body?: unknown; form?: boolean; kind: FuzzRequest['kind'] }> = isUpload
    ? fc.constant({ form: true, kind: 'valid' as const })
    : jsonSchema === undefined
      ? fc.constant({ kind: 'valid' as const })
      : fc.oneof(
          validValue(doc, jsonSchema).map((b) => ({ body: b, kind: 'valid' as const })),
          brokenValue(doc, jsonSchema).map(({ value, breakage }) => ({ body: value, kind: breakage })),
        );
  return fc.tuple(params('path'), params('query'), body).map(([path, query, b]) => ({ path, query, ...b }));
}

function urlOf(base: string, op: OperationSpec, req: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(req.path[name] ?? '1')),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query))
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function tokens() {
  const owner = state.db.users.find((u) => u.email === personas.owner.email);
  const times = sessionTimes(state.config);
  return {
    user: state.sessions.issue({ kind: 'user', id: owner?.id ?? 1 }, mock.now(), times).access_token,
    staff: state.sessions.issue({ kind: 'staff', id: 1 }, mock.now(), times).access_token,
  };
}

interface Sent {
  status: number;
  contentType: string;
  violations: string | null;
  text: string;
}

async function send(
  base: 'proxy' | 'direct',
  op: OperationSpec,
  req: FuzzRequest,
  token: string | undefined,
  raw?: { body: BodyInit; contentType: string },
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (raw) {
    body = raw.body;
    headers['content-type'] = raw.contentType;
  } else if (req.form) {
    const form = new FormData();
    form.set('file', new Blob(['fuzz'], { type: 'text/plain' }), 'fuzz.txt');
    body = form;
  } else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const init = { method: op.method, headers, body };
  try {
    const response =
      base === 'proxy'
        ? await fetchRetryingStaleSocket(urlOf(proxy, op, req), init)
        : await mock.app.fetch(new Request(urlOf('http://mock.test', op, req), init));
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      violations: response.headers.get('sl-violations'),
      text: await response.text(),
    };
  } catch (error) {
    // A dropped connection is as bad as a 5xx: report it with the request, and go on.
    const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    return {
      status: 599,
      contentType: '',
      violations: null,
      text: `connection failed (${reason}) for ${op.method} ${urlOf('', op, req).slice(0, 200)} ${String(body).slice(0, 3000)}`,
    };
  }
}

let staleSocketRetries = 0;

/**
 * Prism answers a refused request before reading a large body and then closes the connection, which the
 * next request on that kept-alive socket finds out too late: that one request is sent again, once.
 */
async function fetchRetryingStaleSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    if (!/other side closed/.test(String((error as Error).cause))) throw error;
    staleSocketRetries++;
    return fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  }
}

const storedData = () =>
  JSON.stringify(
    Object.values(state.db).map((t) => (t instanceof Table ? t.all() : t)),
    (_k, v: unknown) => (v instanceof Uint8Array ? null : v),
  );

const isPrismRefusal = (r: Sent) => r.contentType.includes('problem+json');

function is422Shape(text: string): boolean {
  try {
    return validate422(JSON.parse(text)) === true;
  } catch {
    return false;
  }
}

interface OpReport {
  sent: number;
  direct: number;
  refusedByPrism: number;
  statuses: Record<string, number>;
  ms: number;
}

const failures: string[] = [];
const report: Record<string, OpReport> = {};

function check(op: OperationSpec, label: string, res: Sent, before: string, viaPrism: boolean): void {
  const entry = report[op.operationId] as OpReport;
  entry.statuses[res.status] = (entry.statuses[res.status] ?? 0) + 1;
  const where = `${op.operationId} [${label}] → ${res.status}: ${res.text.slice(0, res.status === 599 ? 3200 : 160)}`;
  if (res.status >= 500) failures.push(`server error: ${where}`);
  else if (!op.statuses.includes(String(res.status)) && !(res.status === 413 && label.startsWith('oversize')))
    failures.push(`undocumented: ${where}`);
  if (viaPrism && res.violations) failures.push(`contract violation (${res.violations}): ${where}`);
  if (res.status === 422 && !is422Shape(res.text)) failures.push(`422 not in the contract's shape: ${where}`);
  if (res.status >= 400 && stateDigest(state) !== before)
    failures.push(`state changed by a refusal: ${where}`);
}

describe('contract fuzzing through prism proxy --errors', () => {
  it(`sends ${RUNS} generated requests per operation, plus raw broken bodies`, async () => {
    const started = performance.now();
    for (const [index, op] of operations.entries()) {
      resetState(state);
      const token = tokens();
      const bearer = op.audiences.includes('user')
        ? token.user
        : op.audiences.includes('staff')
          ? token.staff
          : undefined;
      const entry: OpReport = { sent: 0, direct: 0, refusedByPrism: 0, statuses: {}, ms: 0 };
      const opStarted = performance.now();
      report[op.operationId] = entry;
      const requests = fc.sample(requestArb(op), { seed: SEED + index, numRuns: RUNS });
      for (const req of requests) {
        const before = stateDigest(state);
        const res = await send('proxy', op, req, bearer);
        entry.sent++;
        if (isPrismRefusal(res)) {
          // The contract says no: the mock, asked directly, must say so too, in the 422 shape.
          entry.refusedByPrism++;
          const direct = await send('direct', op, req, bearer);
          entry.direct++;
          // A path value Prism cannot route (e.g. an encoded slash) may be a 404 from the mock too.
          const unrouted = /NO_PATH_MATCHED/.test(res.text) && direct.status === 404;
          if (direct.status !== 422 && !unrouted)
            failures.push(
              `prism refused (${res.text.slice(0, 200)}) but the mock answered ${direct.status}: ${op.operationId} [${req.kind}] ${direct.text.slice(0, 160)}`,
            );
          // An unroutable path (e.g. a `..` segment the URL normalises away) reaches no operation at all.
          if (!unrouted) check(op, `${req.kind}, direct`, direct, before, false);
        } else {
          check(op, req.kind, res, before, true);
          // An accepted extra field is ignored, never stored (mass assignment).
          if (req.kind === 'extra-field' && res.status < 300 && storedData().includes('"zz_extra_'))
            failures.push(
              `stored an unknown field: ${op.operationId} ${JSON.stringify(req.body).slice(0, 200)}`,
            );
        }
      }
      if (op.requestBody) {
        const req: FuzzRequest = { path: {}, query: {}, kind: 'valid' };
        // Path values that reach a row, so the body is what is judged.
        for (const p of op.parameters) if (p.in === 'path') req.path[p.name] = 1;
        const takesJson = op.requestBody.schemas['application/json'] !== undefined;
        const raws: [string, BodyInit, string][] = [
          ['bad JSON', '{"email": "a@b.c",', 'application/json'],
          ['bad JSON', '\u0000\u0001', 'application/json'],
          // Roots no body of the contract has (every one is an object): each a 422, never a handler's crash.
          ...WRONG_ROOTS.map((root): [string, BodyInit, string] => [
            `JSON root ${root}`,
            root,
            'application/json',
          ]),
          ['wrong content type', 'email=a%40b.c', 'application/x-www-form-urlencoded'],
          ['wrong content type', '<login/>', 'application/xml'],
          ['wrong content type', 'hello', 'text/plain'],
        ];
        if (takesJson)
          raws.push([
            'oversize body',
            JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT) }),
            'application/json',
          ]);
        if (op.requestBody.required) raws.push(['empty body', '', 'application/json']);
        for (const [label, body, contentType] of raws) {
          const before = stateDigest(state);
          const res = await send('direct', op, req, bearer, { body, contentType });
          entry.direct++;
          const expected = label === 'oversize body' ? 413 : 422;
          if (res.status !== expected)
            failures.push(
              `${label}: ${op.operationId} answered ${res.status}, not ${expected}: ${res.text.slice(0, 160)}`,
            );
          check(op, label.startsWith('oversize') ? 'oversize' : label, res, before, false);
        }
      }
      entry.ms = performance.now() - opStarted;
    }
    const seconds = (performance.now() - started) / 1000;
    const slowest = Object.entries(report)
      .sort(([, a], [, b]) => b.ms - a.ms)
      .slice(0, 5)
      .map(([id, r]) => `${id} ${Math.round(r.ms)} ms`);
    const sent = Object.values(report).reduce((n, r) => n + r.sent + r.direct, 0);
    const lines = Object.entries(report).map(
      ([id, r]) =>
        `${id.padEnd(34)} ${String(r.sent).padStart(4)} via prism (${String(r.refusedByPrism).padStart(3)} refused by it) ${String(r.direct).padStart(3)} direct  ${Object.entries(
          r.statuses,
        )
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    );
    console.log(
      `Contract fuzzing: ${operations.length} operations, ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}, ${RUNS} per operation), ${failures.length} failures, ${staleSocketRetries} resent after a stale socket; slowest: ${slowest.join(', ')}\n${lines.join('\n')}`,
    );
    const reports = process.env.E2E_REPORTS_DIR ?? resolve(import.meta.dirname, '../../../.reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      `${reports}/contract-fuzz.json`,
      JSON.stringify({ seed: SEED, runs: RUNS, seconds, operations: report, failures }, null, 2),
    );
    expect(Object.keys(report)).toHaveLength(operations.length);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
