// Serves the production build as a static SPA: files from dist/client, every other page of the app gets the
// shell (index.html), a missing file is a 404, `/api/*` is proxied to the API (so the app stays same-origin).
// Every response carries the security headers of scripts/security-headers.ts, among them a strict
// Content-Security-Policy whose hashes are computed from the build itself. Files are sent in the best encoding
// the browser accepts, from the brotli and gzip copies the build writes (decision 0013).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { DEFAULT_HSTS_MAX_AGE, securityHeaders, strictTransportSecurity } from './security-headers.ts';

const root = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const port = Number(process.env.PORT ?? 4173);
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4010';
const shellPath = path.join(root, 'index.html');
if (!existsSync(shellPath)) {
  console.error(`serve: ${shellPath} is missing; run the build first (pnpm --filter @console/web build).`);
  process.exit(1);
}
// Strict-Transport-Security goes on responses served over TLS: a TLS socket here, or `X-Forwarded-Proto: https`
// from a reverse proxy when TRUST_PROXY=1. HSTS=off turns it off; HSTS_MAX_AGE sets its max-age (1 year).
const hsts = process.env.HSTS !== 'off';
const hstsMaxAge = Number(process.env.HSTS_MAX_AGE ?? DEFAULT_HSTS_MAX_AGE);
const trustProxy = process.env.TRUST_PROXY === '1';

interface Build {
  stamp: string;
  shell: Buffer;
  shellEncoded: Record<'br' | 'gzip', Buffer>;
  headers: Record<string, string>;
}
let build: Build | undefined;

/**
 * The shell, its compressed copies and the headers (whose CSP hashes come from the shell and the chunks), read
 * again when the shell changes: a deploy that puts a new build in place is served at once, with its own policy.
 */
function currentBuild(): Build {
  const stamp = [shellPath, `${shellPath}.br`, `${shellPath}.gz`]
    .map((file) => (existsSync(file) ? `${statSync(file).mtimeMs}:${statSync(file).size}` : '-'))
    .join(' ');
  if (build?.stamp === stamp) return build;
  const shell = readFileSync(shellPath);
  build = {
    stamp,
    shell,
    shellEncoded: {
      br: existsSync(`${shellPath}.br`) ? readFileSync(`${shellPath}.br`) : brotliCompressSync(shell),
      gzip: existsSync(`${shellPath}.gz`) ? readFileSync(`${shellPath}.gz`) : gzipSync(shell, { level: 9 }),
    },
    headers: securityHeaders(root, { styleInline: process.env.CSP_STYLE_INLINE === '1' }),
  };
  return build;
}

/** The security headers (scripts/security-headers.ts), the same nginx and Caddy send (decision 0030). */
function secure(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(currentBuild().headers)) res.setHeader(name, value);
  const overTls = 'encrypted' in req.socket || (trustProxy && req.headers['x-forwarded-proto'] === 'https');
  if (hsts && overTls) res.setHeader('strict-transport-security', strictTransportSecurity(hstsMaxAge));
}

/** The best encoding the request accepts among those we have: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Sends a file (or the shell) in the best accepted encoding the build wrote a copy for. */
function send(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>) {
  const isShell = file === shellPath;
  const { shell, shellEncoded } = currentBuild();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const copy = encoding && (isShell || existsSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`));
  const body =
    encoding && copy
      ? isShell
        ? shellEncoded[encoding]
        : readFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`)
      : isShell
        ? shell
        : readFileSync(file);
  // Vary on every compressible file, whichever encoding went out, so caches keep one copy per encoding.
  const compressible = isShell || existsSync(`${file}.gz`) || existsSync(`${file}.br`);
  res.writeHead(200, {
    ...headers,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding && copy ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// A request that fails outside the proxy (e.g. a malformed path) answers 400 instead of an unhandled rejection.
const server = createServer((req, res) => {
  serve(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(400);
    res.end();
  });
});

async function serve(req: IncomingMessage, res: ServerResponse) {
  secure(req, res);
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host') headers.set(k, v);
      const upstream = await fetch(apiOrigin + url.pathname.slice(4) + url.search, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const out: Record<string, string> = {};
      upstream.headers.forEach((v, k) => {
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'x-powered-by'].includes(
            k,
          )
        )
          out[k] = v;
      });
      res.writeHead(upstream.status, out);
      if (!upstream.body) return void res.end();
      // Passed on as it comes, never held whole: the live events stream never ends
      // (docs/decisions/0047-live-events-stream.md). The browser leaving ends the read from the API.
      const answer = Readable.fromWeb(upstream.body as WebReadableStream);
      res.on('close', () => answer.destroy());
      answer.on('error', () => req.socket.destroy());
      answer.pipe(res);
    } catch {
      // The API dropped the connection (or is down): drop the browser's too, as a broken network would,
      // so the console shows its network message rather than a gateway error.
      req.socket.destroy();
    }
    return;
  }
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  // Dot folders (the build's .vite manifest) and the compressed copies are neither files nor pages of the site.
  const hidden = /(^|[/\\])\./.test(path.relative(root, file)) || /\.(br|gz)$/.test(file);
  const isAsset =
    file.startsWith(root) &&
    !hidden &&
    existsSync(file) &&
    statSync(file).isFile() &&
    !file.endsWith('index.html');
  if (isAsset) {
    const immutable = url.pathname.startsWith('/assets/');
    send(req, res, file, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    return;
  }
  // The shell only for a navigation (the browser asks for a document): a missing chunk answered with HTML
  // fails in the browser as "Expected a JavaScript module script but the server responded with a MIME type of
  // text/html", after a cache may have kept that answer. A missing file is a plain 404 that nobody stores.
  if (url.pathname === '/' || (!hidden && isNavigation(url.pathname, req.headers.accept))) {
    send(req, res, shellPath, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return;
  }
  const notFound = 'Not found\n';
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(notFound.length),
  });
  res.end(req.method === 'HEAD' ? undefined : notFound);
}

/** A request for a page of the app: it accepts HTML and is not for a built file (those live in /assets/). */
function isNavigation(pathname: string, accept: string | undefined): boolean {
  return !pathname.startsWith('/assets/') && /\btext\/html\b/i.test(accept ?? '');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

server.listen(port, '127.0.0.1', () => console.log(`console (production build) on http://127.0.0.1:${port}`));
