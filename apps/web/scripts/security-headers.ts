// The one source of the served app's security headers (decision 0013): serve.ts sends them, and the build
// writes them as an nginx include and a Caddy snippet (scripts/deploy-headers.ts) for deploy/, so the three
// servers cannot drift apart (decision 0030). The Content-Security-Policy allows the build's own inline
// scripts and the one inserted <style> by hash, so it is computed from a build folder.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the shell's inline scripts, which script-src allows. */
export function inlineScriptHashes(shell: string): string[] {
  return [...shell.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.length > 0)
    .map(sha256);
}

// The one <style> element a script inserts: sonner's toast styles, a string literal in a built chunk. Allowed by
// its hash instead of 'unsafe-inline' for every style (decision 0013). Inline style attributes are not needed:
// React and the kit set styles through the DOM (element.style), which style-src does not govern.
export function insertedStyleHashes(root: string): string[] {
  const assets = path.join(root, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => {
      const code = readFileSync(path.join(assets, name), 'utf8');
      const start = code.indexOf('[data-sonner-toaster]');
      const quote = code[start - 1];
      if (start < 0 || !quote || !'`"\''.includes(quote)) return [];
      let end = start;
      while ((end = code.indexOf(quote, end)) > 0 && code[end - 1] === '\\') end++;
      const literal = code.slice(start - 1, end + 1);
      if (end < 0 || literal.includes('${')) return [];
      const css = runInNewContext(literal) as string; // a plain string literal of our own build
      // sonner appends the element empty, then its text: both states are checked against the policy.
      return [css, ''].map(sha256);
    });
}

export interface HeaderOptions {
  /** `'unsafe-inline'` styles instead of hashes, while a library that needs them is fixed (CSP_STYLE_INLINE=1). */
  styleInline?: boolean;
}

/** The policy for the build in `root` (the folder with index.html and assets/). */
export function contentSecurityPolicy(root: string, { styleInline = false }: HeaderOptions = {}): string {
  const shellPath = path.join(root, 'index.html');
  const shell = existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(shell).join(' ')}`.trim(),
    `style-src 'self' ${styleInline ? "'unsafe-inline'" : insertedStyleHashes(root).join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent on every response (the shell, assets, 404s and API answers), over plain HTTP too. */
export function securityHeaders(root: string, options: HeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(root, options),
    'x-content-type-options': 'nosniff',
    // Tokens travel in some URLs (reset password, SSO): no page of the console tells anyone where it was.
    'referrer-policy': 'no-referrer',
    'permissions-policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}

/** One year, as decision 0013 says; HSTS_MAX_AGE changes it. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

export const strictTransportSecurity = (maxAge = DEFAULT_HSTS_MAX_AGE) =>
  `max-age=${maxAge}; includeSubDomains`;

/**
 * The whole set a deployed server sends: the security headers and HSTS. nginx and Caddy send HSTS on every
 * response (a browser ignores it over plain HTTP); serve.ts only over TLS or a trusted proxy's https.
 */
export function deployedHeaders(root: string, options: HeaderOptions & { hstsMaxAge?: number } = {}) {
  return {
    ...securityHeaders(root, options),
    'strict-transport-security': strictTransportSecurity(options.hstsMaxAge),
  };
}

// Header values are ours (no quotes or newlines), but a change that brought one in must fail, not break a config.
function quoted(value: string): string {
  if (/["\\\r\n]/.test(value)) throw new Error(`security-headers: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

const GENERATED =
  'Generated by apps/web/scripts/deploy-headers.ts from the build; do not edit (decision 0030).';

/** An nginx include: `add_header … always`, so error answers (the 404 of a missing asset) carry them too. */
export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  return `# ${GENERATED}\n${lines.join('\n')}\n`;
}

/** A Caddy snippet, `import security_headers` in a site block; `-Server` drops Caddy's name. */
export function caddyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `\t\t${name} ${quoted(value)}`);
  return `# ${GENERATED}\n(security_headers) {\n\theader {\n${lines.join('\n')}\n\t\t-Server\n\t}\n}\n`;
}

/** The headers an nginx include or a Caddy snippet written above sets, read back (for the test of the three). */
export function parseGeneratedHeaders(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(
    /^\s*(?:add_header\s+)?([a-z-]+)\s+"([^"]*)"(?:\s+always;)?\s*$/gm,
  ))
    if (name && value !== undefined) found[name] = value;
  return found;
}
