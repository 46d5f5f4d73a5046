// The SDK against the contract: `prism mock --errors` serves it, and every operation is called through
// the SDK with the contract's example request. Prism rejects a request that breaks the contract (bad
// path, query, body or missing bearer), so a resolved call proves the SDK sent what the contract asks;
// the data must then equal the example response. Operations are read from the contract, so new ones are
// covered without touching this file. The packed tarball is tested against the same Prism (one port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type Contract,
  deref,
  firstExample,
  listOperations,
  loadContract,
  type OperationEntry,
  type Schema,
  successStatus,
} from '../../../openapi/contract.ts';
import { type ApiClient, createApiClient } from './client.ts';
import { PUBLIC_OPERATIONS } from './middleware/auth.ts';
import { testPackedTarball } from './test-support/packaging.ts';
import { startPrism } from './test-support/prism.ts';
import { type Audience, createMemoryTokenStore } from './token-store.ts';

const contract = loadContract();
const operations = listOperations(contract);
const silent = { debug() {}, info() {}, warn() {}, error() {} };

let prism: Awaited<ReturnType<typeof startPrism>>;
beforeAll(async () => {
  prism = await startPrism();
}, 70_000);
afterAll(() => prism?.stop());

const audienceOf = (o: OperationEntry): Audience =>
  o.security.some((requirement) => 'staffBearer' in requirement) ? 'staff' : 'user';

function client(audience: Audience): ApiClient {
  return createApiClient({
    baseUrl: prism.origin,
    audience,
    tokenStore: createMemoryTokenStore({
      accessToken: `${audience}-access`,
      refreshToken: `${audience}-refresh`,
    }),
    logger: silent,
  });
}

/** Multipart example: values of binary fields are sent as small files. */
function multipart(example: Record<string, unknown>, schema: Schema): FormData {
  const form = new FormData();
  const isBinary = (s: Schema | undefined) =>
    s?.format === 'binary' || typeof s?.contentMediaType === 'string';
  for (const [key, value] of Object.entries(example)) {
    const property = schema.properties?.[key] ? deref(contract, schema.properties[key]) : undefined;
    const fileField = isBinary(
      Array.isArray(value) && property?.items ? deref(contract, property.items) : property,
    );
    for (const item of Array.isArray(value) ? value : [value]) {
      if (fileField) form.append(key, new Blob([String(item)], { type: 'text/plain' }), 'example.txt');
      else form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

/** openapi-fetch's init for the operation's example request. */
function exampleInit(c: Contract, o: OperationEntry) {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of o.parameters) {
    if (parameter.in === 'path') path[parameter.name] = parameter.example;
    if (parameter.in === 'query' && parameter.example !== undefined)
      query[parameter.name] = parameter.example;
  }
  let body: unknown;
  if (o.operation.requestBody) {
    const [type, media] = Object.entries(deref(c, o.operation.requestBody).content)[0]!;
    const example = firstExample(c, media);
    body =
      type === 'multipart/form-data'
        ? multipart(example as Record<string, unknown>, deref(c, media.schema!))
        : example;
  }
  return { params: { path, query }, body };
}

/** The example body Prism answers with for the documented success status (undefined without content). */
function exampleResponse(c: Contract, o: OperationEntry) {
  const status = successStatus(o.operation)!;
  const response = deref(c, o.operation.responses[String(status)]!);
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  // How a caller reads it: JSON by default, files as a Blob (`parseAs`, an openapi-fetch option).
  const parseAs = !type || type.includes('json') ? 'json' : type.startsWith('text/') ? 'text' : 'blob';
  return {
    status,
    parseAs,
    body: media ? firstExample(c, media) : undefined,
    hasContent: media !== undefined,
  };
}

type LooseRequest = (
  method: string,
  url: string,
  init: object,
) => Promise<{ data: unknown; response: Response }>;

describe('the SDK against prism mock: every operation of the contract', () => {
  it('covers the operations of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(38);
  });

  it('treats as public exactly the operations with `security: []`', () => {
    const open = operations.filter((o) => o.security.length === 0);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(
      open.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort(),
    );
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s',
    async (_name, o) => {
      const api = client(audienceOf(o));
      const request = api.request as unknown as LooseRequest;
      const expected = exampleResponse(contract, o);

      const init = { ...exampleInit(contract, o), parseAs: expected.parseAs };
      const { data, response } = await request(o.method, o.path, init);

      expect(response.status).toBe(expected.status);
      if (expected.parseAs === 'blob') expect(data).toBeInstanceOf(Blob);
      else if (expected.body !== undefined) expect(data).toEqual(expected.body);
      else if (expected.hasContent) expect(data).toBeDefined();
      else expect(data).toBeUndefined();
    },
  );
});

describe('the packed tarball, installed outside the workspace', () => {
  it('runs from plain ESM against prism and compiles under every consumer configuration', async () => {
    const { run, compiled } = await testPackedTarball(prism.origin);
    // The matrix, one line per configuration, in the test's output.
    console.info(compiled.map((c) => `${c.ok ? 'pass' : 'FAIL'}  ${c.config}`).join('\n'));
    expect(compiled.filter((c) => !c.ok).map((c) => `${c.config}:\n${c.output}`)).toEqual([]);
    expect(compiled.map((c) => c.config)).toEqual([
      'node, nodenext',
      'node, node16',
      'node, bundler',
      'browser (DOM), bundler',
    ]);
    expect(run).toEqual({
      // The login carries no bearer (public); the next call carries the stored access token, no refresh.
      sent: [
        'POST /login -',
        expect.stringMatching(/^GET \/user\/me Bearer \S+$/),
        expect.stringMatching(/^GET \/user\/42 Bearer/),
      ],
      email: expect.stringContaining('@'),
      apiError: true,
      logged: expect.objectContaining({
        name: 'NotFoundError',
        status: 404,
        method: 'GET',
        pathTemplate: '/user/{id}',
        operationId: 'getUser',
        requestId: expect.any(String),
      }),
    });
    const token = /Bearer (\S+)/.exec(String((run as { sent: string[] }).sent[1]))?.[1] ?? '';
    expect(token.length).toBeGreaterThan(5);
    expect(JSON.stringify((run as { logged: unknown }).logged)).not.toContain(token);
  }, 300_000);
});
