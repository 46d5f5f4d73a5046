import { createHash } from 'node:crypto';

import { OneTimeTokens, SessionStore, type SessionTimes } from './auth/sessions.ts';
import { Throttle } from './auth/throttle.ts';
import type { Db } from './db/db.ts';
import { Table } from './db/table.ts';
import { EventBus } from './live/bus.ts';
import { seedDatabase, type SeedSize } from './seed.ts';

export interface MockConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** `/reauth/need` turns true this long after the password was last entered. */
  reauthAfterSeconds: number;
  /** Added before every API answer (not the control endpoints). */
  latencyMs: number;
  resetTokenTtlSeconds: number;
  ssoTokenTtlSeconds: number;
  /** How long a staff member's sign-in as a user lasts at most; refreshing cannot extend it. */
  staffSsoSessionSeconds: number;
  /**
   * Failed attempts (sign-in, second factor, re-auth) per e-mail within `loginWindowSeconds` before 429;
   * a success clears the e-mail's count and is never counted.
   */
  maxLoginFailures: number;
  /** Failed attempts per client address (any e-mail) within the window before 429. */
  maxAddressFailures: number;
  /** Password-reset requests per e-mail within the window before 429 (per address: `maxAddressFailures`). */
  maxResetRequests: number;
  loginWindowSeconds: number;
  /** A device trusted at sign-in skips the second factor for this long after it was trusted. */
  trustedDeviceTtlSeconds: number;
  /**
   * A conditional write without `If-Match` answers 428 (docs/decisions/0031-record-versions.md). Off by
   * default: clients of the SDK that never read a version keep working; the console always sends one.
   */
  requireIfMatch: boolean;
  seedSize: SeedSize;
  /** The live streams' heartbeat (`: ping`), in ms (docs/decisions/0047-live-events-stream.md). */
  liveHeartbeatMs: number;
  /** How many events the live bus keeps for `Last-Event-ID` replay. */
  liveReplayWindow: number;
}

export const CONFIG_DEFAULTS: MockConfig = {
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 7 * 24 * 3600,
  reauthAfterSeconds: 600,
  latencyMs: 0,
  resetTokenTtlSeconds: 3600,
  ssoTokenTtlSeconds: 120,
  staffSsoSessionSeconds: 1800,
  maxLoginFailures: 5,
  maxAddressFailures: 30,
  maxResetRequests: 5,
  loginWindowSeconds: 900,
  trustedDeviceTtlSeconds: 30 * 86_400,
  requireIfMatch: false,
  seedSize: 'default',
  liveHeartbeatMs: 15_000,
  liveReplayWindow: 500,
};

/** Reads the MOCK_* environment variables over the defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockConfig {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ...CONFIG_DEFAULTS,
    accessTokenTtlSeconds: num('MOCK_ACCESS_TOKEN_TTL_SECONDS', CONFIG_DEFAULTS.accessTokenTtlSeconds),
    refreshTokenTtlSeconds: num('MOCK_REFRESH_TOKEN_TTL_SECONDS', CONFIG_DEFAULTS.refreshTokenTtlSeconds),
    reauthAfterSeconds: num('MOCK_REAUTH_AFTER_SECONDS', CONFIG_DEFAULTS.reauthAfterSeconds),
    latencyMs: num('MOCK_LATENCY_MS', CONFIG_DEFAULTS.latencyMs),
    staffSsoSessionSeconds: num('MOCK_STAFF_SSO_SESSION_SECONDS', CONFIG_DEFAULTS.staffSsoSessionSeconds),
    requireIfMatch: env.MOCK_REQUIRE_IF_MATCH === '1',
    seedSize: env.MOCK_SEED === 'large' ? 'large' : 'default',
    liveHeartbeatMs:
      num('MOCK_LIVE_HEARTBEAT_MS', CONFIG_DEFAULTS.liveHeartbeatMs) || CONFIG_DEFAULTS.liveHeartbeatMs,
  };
}

/** A fault armed by `POST /__mock/faults`: the next `remaining` matching calls fail. */
export interface Fault {
  operationId?: string;
  method?: string;
  path?: string;
  status: number;
  dropConnection: boolean;
  remaining: number;
}

/** A mail the mock "sent" (password reset), readable by tests through `GET /__mock/outbox`. */
interface SentMail {
  to: string;
  subject: string;
  token: string;
  sent_at: string;
}

/** Everything the mock remembers; `reset()` puts the data back to the seed. */
export interface MockState {
  db: Db;
  config: MockConfig;
  now: () => number;
  sessions: SessionStore;
  resetTokens: OneTimeTokens<number>;
  ssoTokens: OneTimeTokens<{ userId: number; staffId: number }>;
  idpCodes: OneTimeTokens<number>;
  /** Attempts counted for rate limits (`email:…`, `address:…`, `reset:…`). */
  throttle: Throttle;
  /** The configuration the mock started with, which a reset restores the rate limits from. */
  startConfig: Readonly<MockConfig>;
  faults: Fault[];
  outbox: SentMail[];
  /** Where browsers reach the mock (the IdP page's origin); null means the request's own origin. */
  publicUrl: string | null;
  /** Where the mock reports things a developer wants to see (e.g. a password-reset link). */
  log: (line: string) => void;
  /** Change events of every write, for the live streams; a data reset keeps it (ids stay monotonic). */
  events: EventBus;
}

export function createState(
  config: MockConfig,
  now: () => number = Date.now,
  extras: { publicUrl?: string | null; log?: (line: string) => void } = {},
): MockState {
  return {
    db: seedDatabase(config.seedSize),
    config,
    now,
    sessions: new SessionStore(),
    resetTokens: new OneTimeTokens('reset'),
    ssoTokens: new OneTimeTokens('sso'),
    idpCodes: new OneTimeTokens('code'),
    throttle: new Throttle(),
    startConfig: { ...config },
    faults: [],
    outbox: [],
    publicUrl: extras.publicUrl ?? null,
    log: extras.log ?? (() => undefined),
    events: new EventBus(config.liveReplayWindow),
  };
}

/** Settings a test may tighten that a reset puts back, so one test's limits never trip the next. */
const RESET_KEYS = [
  'maxLoginFailures',
  'maxAddressFailures',
  'maxResetRequests',
  'loginWindowSeconds',
  'trustedDeviceTtlSeconds',
  'staffSsoSessionSeconds',
] as const;

/**
 * Back to the seed: data, rate limits (counts and settings), faults and mail; issued tokens stay valid for
 * seeded subjects.
 */
export function resetState(state: MockState, seed: SeedSize = state.config.seedSize): void {
  state.db = seedDatabase(seed);
  for (const key of RESET_KEYS) state.config[key] = state.startConfig[key];
  state.config.requireIfMatch = state.startConfig.requireIfMatch;
  state.throttle.clear();
  state.faults.length = 0;
  state.outbox.length = 0;
}

// Stored files are replaced, never changed in place, so each one's digest is computed once.
const bytesDigests = new WeakMap<Uint8Array, string>();
function bytesDigest(bytes: Uint8Array): string {
  let digest = bytesDigests.get(bytes);
  if (!digest) {
    digest = `bytes:${createHash('sha256').update(bytes).digest('hex')}`;
    bytesDigests.set(bytes, digest);
  }
  return digest;
}

/**
 * A fingerprint of the data (every table, the settings, the mail outbox): equal before and after a call
 * means the call changed nothing a client could later read. Rate-limit counts are left out on purpose.
 */
export function stateDigest(state: MockState): string {
  const hash = createHash('sha256');
  // File contents are hashed as bytes: as JSON a Uint8Array is a map of every byte (seconds, not ms).
  const bytes = (_key: string, value: unknown) => (value instanceof Uint8Array ? bytesDigest(value) : value);
  for (const [name, value] of Object.entries(state.db))
    hash.update(name).update(JSON.stringify(value instanceof Table ? value.all() : value, bytes));
  return hash.update(JSON.stringify(state.outbox)).digest('hex');
}

export function sessionTimes(config: MockConfig): SessionTimes {
  return {
    accessTtlMs: config.accessTokenTtlSeconds * 1000,
    refreshTtlMs: config.refreshTokenTtlSeconds * 1000,
  };
}
