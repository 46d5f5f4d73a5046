export type Audience = 'user' | 'staff';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface TokenStore {
  getTokens(): TokenPair | null;
  setTokens(tokens: TokenPair): void;
  /** Signs out: removes the access and refresh tokens only (the trusted-device hash token survives). */
  clearTokens(): void;
  /** The trusted-device hash token that lets a user skip the two-factor code on this device. */
  getHashToken(): string | null;
  setHashToken(token: string | null): void;
  /** Called on every set or clear, including (browser store) changes made in another tab. Returns unsubscribe. */
  subscribe(listener: TokenListener): () => void;
}

/** Where a token change came from: this client (`'here'`) or another tab of the same browser (`'other-tab'`). */
export type TokenChangeSource = 'here' | 'other-tab';

export type TokenListener = (tokens: TokenPair | null, source: TokenChangeSource) => void;

/**
 * The part of the Web Storage API the browser store uses (`localStorage` fits). Declared here so the
 * types compile without the DOM library (a Node-only consumer).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys (docs/product-rules.md#constants); staff keys are kept apart so both sessions coexist. */
export const STORAGE_KEYS = {
  user: { accessToken: 'accessToken', refreshToken: 'refreshToken', hashToken: 'hashToken' },
  staff: { accessToken: 'staffAccessToken', refreshToken: 'staffRefreshToken', hashToken: 'staffHashToken' },
} as const satisfies Record<Audience, Record<keyof TokenPair | 'hashToken', string>>;

function createListeners() {
  const listeners = new Set<TokenListener>();
  return {
    add(listener: TokenListener, onFirst?: () => void, onLast?: () => void) {
      if (listeners.size === 0) onFirst?.();
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) onLast?.();
      };
    },
    notify(tokens: TokenPair | null, source: TokenChangeSource = 'here') {
      for (const listener of [...listeners]) listener(tokens, source);
    },
  };
}

/** Tokens in memory: for Node consumers and tests. */
export function createMemoryTokenStore(initial?: TokenPair): TokenStore {
  let tokens = initial ? { ...initial } : null;
  let hashToken: string | null = null;
  const listeners = createListeners();
  return {
    getTokens: () => (tokens ? { ...tokens } : null),
    setTokens(next) {
      tokens = { ...next };
      listeners.notify({ ...next });
    },
    clearTokens() {
      tokens = null;
      listeners.notify(null);
    },
    getHashToken: () => hashToken,
    setHashToken(token) {
      hashToken = token;
    },
    subscribe: (listener) => listeners.add(listener),
  };
}

/**
 * Tokens in `localStorage` (or the given Storage) under the audience's keys. Other tabs' changes
 * arrive as `storage` events and are passed to subscribers, so every tab signs out together.
 * Without any Storage (e.g. while the app shell is prerendered in Node) it keeps tokens in memory.
 */
export function createBrowserTokenStore(audience: Audience, storage?: StorageLike): TokenStore {
  const keys = STORAGE_KEYS[audience];
  const area = (): StorageLike => storage ?? defaultStorage();
  const listeners = createListeners();

  const getTokens = (): TokenPair | null => {
    const accessToken = area().getItem(keys.accessToken);
    const refreshToken = area().getItem(keys.refreshToken);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  };
  const onStorage = (event: { key: string | null; storageArea: unknown }) => {
    const ours = event.key === null || event.key === keys.accessToken || event.key === keys.refreshToken;
    if (ours && (event.storageArea === null || event.storageArea === area()))
      listeners.notify(getTokens(), 'other-tab');
  };

  return {
    getTokens,
    setTokens(tokens) {
      area().setItem(keys.accessToken, tokens.accessToken);
      area().setItem(keys.refreshToken, tokens.refreshToken);
      listeners.notify({ ...tokens });
    },
    clearTokens() {
      area().removeItem(keys.accessToken);
      area().removeItem(keys.refreshToken);
      listeners.notify(null);
    },
    getHashToken: () => area().getItem(keys.hashToken),
    setHashToken(token) {
      if (token === null) area().removeItem(keys.hashToken);
      else area().setItem(keys.hashToken, token);
    },
    subscribe: (listener) =>
      listeners.add(
        listener,
        () => globalThis.addEventListener?.('storage', onStorage),
        () => globalThis.removeEventListener?.('storage', onStorage),
      ),
  };
}

let fallbackStorage: StorageLike | undefined;

function defaultStorage(): StorageLike {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Access can throw (storage disabled by the browser's privacy settings): fall through.
  }
  fallbackStorage ??= createMemoryStorage();
  return fallbackStorage;
}

/** A Storage kept in memory (the fallback without a browser; also used by tests). @internal */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
