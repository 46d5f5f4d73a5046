// The reads the served shell starts before the app's code has loaded (scripts/session-preloads.ts): the console's
// privileges, the staff member. A layout's guard waits for them before anything renders, so they leave
// with the document instead of after the entry, Query and the SDK's client (docs/decisions/0050-the-first-screen-without-waits.md).
// The session's queries take each once; a read made with another token than the one stored now (another tab signed
// in meanwhile), or one that failed, is not used: the query then asks through the SDK as always.
import type { TokenStore } from '@console/sdk';

interface EarlyReads {
  token: string;
  reads: Partial<Record<string, Promise<unknown>>>;
}

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

/** The shell's read of `path` if it is still there and was made with the stored token; else `otherwise()`. */
export async function readEarly<T>(
  path: string,
  tokens: TokenStore,
  otherwise: () => Promise<T>,
): Promise<T> {
  const early = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const read = early?.reads[path];
  if (!early || !read) return otherwise();
  early.reads[path] = undefined;
  if (early.token !== tokens.getTokens()?.accessToken) return otherwise();
  return ((await read) as T | null) ?? otherwise();
}
