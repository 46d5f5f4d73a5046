// Only same-origin paths are followed after sign-in: anything else lands on /dashboard
// (docs/product-rules.md#redirect-after-sign-in).
const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirect(target: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof target !== 'string' || target.length === 0) return fallback;
  // A path of this origin: one leading slash, not "//host" or "/\host" (browsers treat both as another host).
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters and backslashes can be normalised by the browser into another origin.
  if (/[\p{Cc}\\]/u.test(target)) return fallback;
  try {
    const url = new URL(target, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    if (url.pathname === '/login') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
