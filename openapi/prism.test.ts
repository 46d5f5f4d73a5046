// Proof that the contract is servable: one `prism mock` on the contract, then every operation called with
// its example request (path parameters, required query parameters and body from the examples), expecting
// the documented success status and no request violation reported by Prism.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type Contract,
  contractFile,
  deref,
  firstExample,
  listOperations,
  loadContract,
  type OperationEntry,
  type Response,
  type Schema,
  successStatus,
} from './contract.ts';

const port = 4020;
const origin = `http://127.0.0.1:${port}`;
const prismBin = path.join(import.meta.dirname, 'node_modules', '.bin', 'prism');

const contract = loadContract();
const operations = listOperations(contract);

let prism: ChildProcess | undefined;
let prismLog = '';

async function waitForPrism(deadline: number): Promise<void> {
  for (;;) {
    if (prism?.exitCode !== null) throw new Error(`prism exited early:\n${prismLog}`);
    try {
      await fetch(`${origin}/user/passwordpolicy`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`prism did not answer on ${origin}:\n${prismLog}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

beforeAll(async () => {
  // --errors: a request that breaks the contract gets an error status instead of a warning header.
  prism = spawn(prismBin, ['mock', contractFile, '-p', String(port), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so afterAll stops the shim and Node together
  });
  const keep = (chunk: Buffer) => (prismLog = (prismLog + chunk.toString()).slice(-4_000));
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  await waitForPrism(Date.now() + 60_000);
}, 70_000);

afterAll(() => {
  if (prism?.pid && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
});

const binaryFormat = (schema: Schema | undefined) =>
  schema?.format === 'binary' || typeof schema?.contentMediaType === 'string';

/** The multipart body of the example: string values of binary fields become small files. */
function formData(example: Record<string, unknown>, schema: Schema): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(example)) {
    const property = schema.properties?.[key] && deref(contract, schema.properties[key]);
    const itemSchema = property?.items && deref(contract, property.items);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (binaryFormat(Array.isArray(value) ? itemSchema : property)) {
        form.append(key, new Blob([String(item)], { type: 'text/plain' }), 'example.txt');
      } else form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

function exampleRequest(contract: Contract, o: OperationEntry): { url: string; init: RequestInit } {
  let path = o.path;
  const query = new URLSearchParams();
  for (const parameter of o.parameters) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(parameter.example));
  }
  const headers: Record<string, string> = {};
  if (o.security.length > 0) headers.authorization = 'Bearer test';
  let body: BodyInit | undefined;
  if (o.operation.requestBody) {
    const { content } = deref(contract, o.operation.requestBody);
    const [type, media] = Object.entries(content)[0]!;
    const example = firstExample(contract, media);
    if (type === 'multipart/form-data') {
      body = formData(example as Record<string, unknown>, deref(contract, media.schema!));
    } else {
      headers['content-type'] = type;
      body = JSON.stringify(example);
    }
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { url: `${origin}${path}${search}`, init: { method: o.method.toUpperCase(), headers, body } };
}

/** An operation that answers Server-Sent Events (`text/event-stream`) on success. */
function streams(o: OperationEntry): boolean {
  const success = o.operation.responses[String(successStatus(o.operation))];
  const content = success && deref<Response>(contract, success).content;
  return Object.keys(content ?? {}).includes('text/event-stream');
}

describe('prism serves every operation of the contract', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s',
    async (_name, o) => {
      const { url, init } = exampleRequest(contract, o);
      const response = await fetch(url, init);
      if (streams(o)) {
        // Prism answers a stream's example as one finite body; a real stream never ends, so only what a
        // client checks before it reads frames is asserted: the status and the content type
        // (mocks/src/live-events.test.ts covers the frames against the stateful mock).
        await response.body?.cancel();
        expect(response.headers.get('sl-violations'), 'request violations').toBeNull();
        expect(response.status).toBe(successStatus(o.operation));
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        return;
      }
      const text = await response.text();
      expect(response.headers.get('sl-violations'), 'request violations').toBeNull();
      expect(response.status, text).toBe(successStatus(o.operation));
      if (response.headers.get('content-type')?.includes('json'))
        expect(() => JSON.parse(text)).not.toThrow();
    },
  );
});
