// Serves the production build as a static SPA: files from dist/client, every other path gets the shell
// (index.html), `/api/*` is proxied to the API (so the app stays same-origin), and every HTML response
// carries a strict Content-Security-Policy whose script hashes are computed from the shell itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const shell = readFileSync(shellPath);

const inlineScriptHashes = [
  ...shell.toString('utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
]
  .map((m) => m[1] ?? '')
  .filter((body) => body.length > 0)
  .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${inlineScriptHashes.join(' ')}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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

async function serve(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
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
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k))
          out[k] = v;
      });
      res.writeHead(upstream.status, out);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      // The API dropped the connection (or is down): drop the browser's too, as a broken network would,
      // so the console shows its network message rather than a gateway error.
      req.socket.destroy();
    }
    return;
  }
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  const isAsset =
    file.startsWith(root) && existsSync(file) && statSync(file).isFile() && !file.endsWith('index.html');
  const security = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
  if (isAsset) {
    const immutable = url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      ...security,
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(file));
    return;
  }
  res.writeHead(200, {
    ...security,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': contentSecurityPolicy,
  });
  res.end(shell);
}

function readBody(req: import('node:http').IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

server.listen(port, '127.0.0.1', () => console.log(`console (production build) on http://127.0.0.1:${port}`));
