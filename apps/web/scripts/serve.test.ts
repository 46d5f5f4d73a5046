// The production server on a small build of its own: encodings (brotli, gzip, none) chosen from
// Accept-Encoding with Vary, cache headers kept, the security headers on every response, HSTS only over
// TLS, no hidden files, the shell only for navigations (a missing asset is a 404, not HTML).
import { type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  asset,
  freePort,
  get as getFrom,
  shell,
  startServe,
  toasterCss,
  writeSmallBuild,
} from './serve-fixture.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;
let server: ChildProcess;
let port: number;
let api: Server;

const get = (pathname: string, headers: Record<string, string> = {}) => getFrom(port, pathname, headers);

beforeAll(async () => {
  dist = writeSmallBuild();
  // An API that announces its framework, which the proxy must not pass on.
  const apiPort = await freePort();
  api = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'Express' });
    res.end('{"ok":true}');
  }).listen(apiPort, '127.0.0.1');
  ({ server, port } = await startServe(dist, {
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    TRUST_PROXY: '1',
  }));
});

afterAll(() => {
  server?.kill();
  api?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serve.ts', () => {
  it('sends brotli when accepted, with Vary and the immutable cache header of assets', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(asset);
    expect(res.body.length).toBeLessThan(asset.length / 10);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const res = await get('/assets/app.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(asset);
    }
  });

  it('sends the file as it is without Accept-Encoding, still with Vary', async () => {
    const res = await get('/assets/app.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(asset);
    expect(res.headers['content-length']).toBe(String(asset.length));
  });

  it('compresses the shell for any page, which is never cached', async () => {
    const res = await get('/users/42', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(shell);
    expect((await get('/users/42', { accept: 'text/html' })).body.toString()).toBe(shell);
    expect((await get('/')).body.toString()).toBe(shell);
  });

  it('answers a missing asset with a 404 that is not HTML, whatever the request accepts', async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml', '']) {
      const res = await get('/assets/no-such-chunk.js', { accept });
      expect(res.status, accept).toBe(404);
      expect(res.headers['content-type'], accept).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control'], accept).toBe('no-store');
      expect(res.headers['x-content-type-options'], accept).toBe('nosniff');
    }
  });

  it('gives the shell only to navigations: a missing file elsewhere is a 404 too', async () => {
    const script = await get('/config.js', { accept: '*/*' });
    expect(script.status).toBe(404);
    expect(script.headers['content-type']).toBe('text/plain; charset=utf-8');
    const page = await get('/config.js', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(shell);
  });

  it('leaves files without a compressed copy alone', async () => {
    const res = await get('/assets/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.body.length).toBe(4);
  });

  it('sends the security headers on every response, and no X-Powered-By', async () => {
    for (const pathname of ['/', '/login', '/assets/app.js', '/assets/logo.png', '/api/health']) {
      const { headers } = await get(pathname);
      expect(headers['content-security-policy'], pathname).toMatch(
        /default-src 'self'.*script-src 'self' 'sha256-[^']+'.*object-src 'none'.*frame-ancestors 'none'/,
      );
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['referrer-policy'], pathname).toBe('no-referrer');
      expect(headers['permissions-policy'], pathname).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      expect(headers['cross-origin-opener-policy'], pathname).toBe('same-origin');
      expect(headers['x-powered-by'], pathname).toBeUndefined();
      expect(headers['strict-transport-security'], pathname).toBeUndefined();
    }
  });

  it("allows the toast styles by hash, and no 'unsafe-inline' style", async () => {
    const { headers } = await get('/login');
    const styleSrc = /style-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
    expect(styleSrc).toBe(`'self' ${sha256(toasterCss)} ${sha256('')}`);
  });

  it('sends Strict-Transport-Security when a trusted proxy says the request came over TLS', async () => {
    const { headers } = await get('/login', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('does not serve the build manifest or the compressed copies as files', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/assets/app.js.br')).status).toBe(404);
    expect((await get('/.vite/manifest.json', { accept: 'text/html' })).status).toBe(404);
  });
});
