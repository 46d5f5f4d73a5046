// What the tests of the production server's pieces share: a small build of their own (a shell with an inline
// script, a compressible chunk with its brotli and gzip copies, the toast library's inserted styles, a binary
// file, the build's manifest), free ports, a spawned serve.ts, and plain node:http requests (nothing decodes
// the bodies behind the test's back).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const shell = '<!DOCTYPE html><html><head><script>window.x=1</script></head><body></body></html>';
export const asset = `console.log(${JSON.stringify('x'.repeat(2000))});`;
// A chunk that inserts the toast library's styles, as the real build does.
export const toasterCss = '[data-sonner-toaster]{position:fixed}';

/** Writes the small build into a new temporary folder and returns it. */
export function writeSmallBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'assets/app.js'), asset);
  writeFileSync(path.join(dist, 'assets/app.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(dist, 'assets/app.js.gz'), gzipSync(asset));
  writeFileSync(path.join(dist, 'assets/toaster.js'), `insert(\`${toasterCss}\`);`);
  writeFileSync(path.join(dist, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  return dist;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** serve.ts on `dist`, resolved once it listens. */
export async function startServe(
  dist: string,
  env: Record<string, string>,
  port?: number,
): Promise<{ server: ChildProcess; port: number }> {
  port ??= await freePort();
  const server = spawn(process.execPath, [path.resolve(import.meta.dirname, 'serve.ts')], {
    env: { ...process.env, WEB_DIST_DIR: dist, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It prints its address once it listens.
  await new Promise<void>((resolve) => server.stdout?.once('data', () => resolve()));
  return { server, port };
}
