// Writes the build's security headers for nginx and Caddy (decision 0030), from the same source as serve.ts
// (scripts/security-headers.ts). Run after `vite build` by the app's build script:
//   node scripts/deploy-headers.ts [client folder] [output folder]
// defaults: dist/client, and dist/deploy beside it (nginx/security-headers.conf, caddy/security-headers.caddy).
// The output belongs to the build (its hashes are the build's), so it is written and shipped with it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { caddyHeaders, deployedHeaders, nginxHeaders } from './security-headers.ts';

const here = import.meta.dirname;
const client = path.resolve(process.argv[2] ?? path.join(here, '../dist/client'));
const out = path.resolve(process.argv[3] ?? path.join(client, '../deploy'));
const headers = deployedHeaders(client, {
  styleInline: process.env.CSP_STYLE_INLINE === '1',
  ...(process.env.HSTS_MAX_AGE ? { hstsMaxAge: Number(process.env.HSTS_MAX_AGE) } : {}),
});

mkdirSync(path.join(out, 'nginx'), { recursive: true });
mkdirSync(path.join(out, 'caddy'), { recursive: true });
writeFileSync(path.join(out, 'nginx/security-headers.conf'), nginxHeaders(headers));
writeFileSync(path.join(out, 'caddy/security-headers.caddy'), caddyHeaders(headers));
console.log(
  `deploy-headers: ${path.relative(process.cwd(), out)}/{nginx/security-headers.conf,caddy/security-headers.caddy}`,
);
