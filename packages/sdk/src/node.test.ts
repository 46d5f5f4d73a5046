import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import * as undici from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from './client.ts';
import { NetworkError } from './errors.ts';
import { createNodeFetch } from './node.ts';
import { createMemoryTokenStore } from './token-store.ts';

// Node's fetch gives up when response headers take longer than its headersTimeout (300 s by
// default). The same limit at a small scale: a server that answers after 1.5 s, against
// headersTimeout 300 ms (fails like a 15-minute request against Node's default) and 5 s (passes).
const HEADERS_DELAY_MS = 1500;

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ authorization: request.headers.authorization, body }));
      }, HEADERS_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function nodeClient(timeoutMs: number) {
  return createApiClient({
    baseUrl,
    audience: 'user',
    tokenStore: createMemoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
    fetch: createNodeFetch(undici, { timeoutMs }),
    timeoutMs: 10_000,
  });
}

describe('createNodeFetch (@console/sdk/node)', () => {
  it('fails like Node fetch does when headers arrive after the headers time-out', async () => {
    const error = await nodeClient(300)
      .GET('/user/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(((error as NetworkError).cause as { cause?: { code?: string } }).cause?.code).toBe(
      'UND_ERR_HEADERS_TIMEOUT',
    );
  });

  it('waits for slow headers once the time-out is raised, sending bearer and body intact', async () => {
    const body = { first_name: 'Alice', last_name: 'Owner', email: 'owner@acme.test' };
    const { data } = await nodeClient(5000).PUT('/user/me', { body });
    expect(data).toEqual({ authorization: 'Bearer a1', body: JSON.stringify(body) });
  });
}, 15_000);
