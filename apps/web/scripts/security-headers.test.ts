// One set of security headers on the three servers (decision 0030): what serve.ts sends, and the nginx include
// and Caddy snippet the build writes (scripts/deploy-headers.ts), for the same small build. A header added to one
// of them only, or a value changed in one, fails here.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseGeneratedHeaders } from './security-headers.ts';
import { get, startServe, writeSmallBuild } from './serve-fixture.ts';

// What a server sends about the body and the connection, not about security.
const notSecurity = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

let dist: string;
let out: string;
let server: ChildProcess;
let port: number;

beforeAll(async () => {
  dist = writeSmallBuild();
  out = mkdtempSync(path.join(tmpdir(), 'deploy-headers-'));
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'deploy-headers.ts'), dist, out]);
  ({ server, port } = await startServe(dist, { TRUST_PROXY: '1' }));
});

afterAll(() => {
  server?.kill();
  rmSync(dist, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** The security headers serve.ts sends for a request that came over TLS (so HSTS is among them). */
async function servedOverTls(pathname: string, accept = 'text/html') {
  const res = await get(port, pathname, { accept, 'x-forwarded-proto': 'https' });
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !notSecurity.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('the security headers of serve.ts, nginx and Caddy', () => {
  it('are the same set with the same values', async () => {
    const served = await servedOverTls('/login');
    const nginx = parseGeneratedHeaders(readFileSync(path.join(out, 'nginx/security-headers.conf'), 'utf8'));
    const caddy = parseGeneratedHeaders(readFileSync(path.join(out, 'caddy/security-headers.caddy'), 'utf8'));
    expect(Object.keys(served).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(served['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(nginx).toEqual(served);
    expect(caddy).toEqual(served);
  });

  it('are the same on an asset and on a missing asset', async () => {
    const page = await servedOverTls('/login');
    expect(await servedOverTls('/assets/app.js', '*/*')).toEqual(page);
    expect(await servedOverTls('/assets/no-such-chunk.js', '*/*')).toEqual(page);
  });

  it('nginx sends them on error answers too, and Caddy drops its Server header', () => {
    const nginx = readFileSync(path.join(out, 'nginx/security-headers.conf'), 'utf8');
    for (const line of nginx.split('\n').filter((l) => l.startsWith('add_header')))
      expect(line).toMatch(/ always;$/);
    expect(readFileSync(path.join(out, 'caddy/security-headers.caddy'), 'utf8')).toMatch(/^\t\t-Server$/m);
  });

  it('are not written by hand in deploy/: every nginx location that sets a header includes them again', () => {
    const deploy = path.resolve(import.meta.dirname, '../../../deploy');
    const nginx = readFileSync(path.join(deploy, 'nginx/console.conf.template'), 'utf8');
    const caddy = readFileSync(path.join(deploy, 'caddy/Caddyfile'), 'utf8');
    for (const text of [nginx, caddy])
      expect(text).not.toMatch(/content-security-policy|referrer-policy|x-frame-options|strict-transport/i);
    // nginx: add_header at one level hides every add_header of the level above.
    const locations = [...nginx.matchAll(/^ {4}location [^{]*\{([\s\S]*?)^ {4}\}/gm)];
    expect(locations.length).toBeGreaterThan(4);
    for (const [block, body] of locations)
      if (body?.includes('add_header')) expect(block).toContain('include ${HEADERS_CONF};');
    // Caddy: the error answers (the 404 of a missing asset) are a route of their own.
    expect(caddy.match(/^\s*import security_headers$/gm)).toHaveLength(2);
  });
});
