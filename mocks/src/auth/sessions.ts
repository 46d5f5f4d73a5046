import { randomBytes } from 'node:crypto';

/** Who a token belongs to: a user of an organisation or a staff member (a separate audience). */
export type Subject =
  | {
      kind: 'user';
      id: number;
      /** Set when a staff member signed in as the user: who, and when the session ends at the latest. */
      onBehalf?: { staffId: number; until: number };
    }
  | { kind: 'staff'; id: number };

interface Expiring {
  expiresAt: number;
}

interface OneTime<T> extends Expiring {
  value: T;
  used: boolean;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface SessionTimes {
  accessTtlMs: number;
  refreshTtlMs: number;
}

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

/**
 * Single-use, expiring secrets: refresh tokens, password-reset tokens, SSO tokens, IdP codes.
 * `consume` answers the value once; a second call, or one after expiry, answers why it failed.
 */
export class OneTimeTokens<T> {
  readonly #items = new Map<string, OneTime<T>>();
  readonly #prefix: string;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  issue(value: T, expiresAt: number): string {
    const key = token(this.#prefix);
    this.#items.set(key, { value, expiresAt, used: false });
    return key;
  }

  /** Looks without using, e.g. to verify a reset token before the new password is sent. */
  peek(
    key: string,
    now: number,
  ): { ok: true; value: T } | { ok: false; reason: 'unknown' | 'used' | 'expired' } {
    const item = this.#items.get(key);
    if (!item) return { ok: false, reason: 'unknown' };
    if (item.used) return { ok: false, reason: 'used' };
    if (item.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, value: item.value };
  }

  consume(key: string, now: number): ReturnType<OneTimeTokens<T>['peek']> {
    const result = this.peek(key, now);
    if (result.ok) (this.#items.get(key) as OneTime<T>).used = true;
    return result;
  }

  /** Marks every unused token whose value matches as used (e.g. all refresh tokens of a user). */
  revokeWhere(predicate: (value: T) => boolean): number {
    let count = 0;
    for (const item of this.#items.values()) {
      if (!item.used && predicate(item.value)) {
        item.used = true;
        count++;
      }
    }
    return count;
  }
}

/** Access tokens (bearer, expire) and rotating refresh tokens, for both audiences. */
export class SessionStore {
  readonly #access = new Map<string, Expiring & { subject: Subject }>();
  readonly refresh = new OneTimeTokens<Subject>('rt');

  issue(subject: Subject, now: number, times: SessionTimes): TokenPair {
    const access_token = token(subject.kind === 'user' ? 'at' : 'st');
    // A staff member's sign-in as a user is bounded: no token of it, nor a refresh, outlives `until`.
    const until = subject.kind === 'user' ? (subject.onBehalf?.until ?? Infinity) : Infinity;
    this.#access.set(access_token, { subject, expiresAt: Math.min(now + times.accessTtlMs, until) });
    return {
      access_token,
      refresh_token: this.refresh.issue(subject, Math.min(now + times.refreshTtlMs, until)),
    };
  }

  /** The subject of a valid access token, or null when it is unknown or expired. */
  authenticate(accessToken: string, now: number): Subject | null {
    const entry = this.#access.get(accessToken);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.#access.delete(accessToken);
      return null;
    }
    return entry.subject;
  }

  /** When a valid access token expires (ms), or null when it is unknown or expired. */
  expiresAt(accessToken: string, now: number): number | null {
    return this.authenticate(accessToken, now) ? (this.#access.get(accessToken)?.expiresAt ?? null) : null;
  }

  /** Rotates: the old refresh token is used up, a new pair is issued. Null when refused. */
  rotate(refreshToken: string, kind: Subject['kind'], now: number, times: SessionTimes): TokenPair | null {
    const found = this.refresh.peek(refreshToken, now);
    if (!found.ok || found.value.kind !== kind) return null;
    this.refresh.consume(refreshToken, now);
    return this.issue(found.value, now, times);
  }

  /**
   * Sign-out: the refresh token is used up, and the access token sent with it (when it is the same subject's)
   * stops working. Answers the subject of a live refresh token, or null when there was nothing to end.
   */
  end(refreshToken: string, kind: Subject['kind'], now: number, accessToken: string | null): Subject | null {
    const found = this.refresh.peek(refreshToken, now);
    if (!found.ok || found.value.kind !== kind) return null;
    this.refresh.consume(refreshToken, now);
    const access = accessToken ? this.#access.get(accessToken) : undefined;
    if (access && access.subject.kind === kind && access.subject.id === found.value.id && accessToken)
      this.#access.delete(accessToken);
    return found.value;
  }

  /** Makes every access token expired as of now (the test control's stand-in for waiting out the TTL). */
  expireAllAccess(now: number): number {
    for (const entry of this.#access.values()) entry.expiresAt = Math.min(entry.expiresAt, now);
    return this.#access.size;
  }

  revokeAccess(accessToken: string): void {
    this.#access.delete(accessToken);
  }

  /** Ends every session of a subject (e.g. after a password change or deactivation). */
  revokeSubject(subject: Subject): void {
    for (const [key, entry] of this.#access) {
      if (entry.subject.kind === subject.kind && entry.subject.id === subject.id) this.#access.delete(key);
    }
    this.refresh.revokeWhere((s) => s.kind === subject.kind && s.id === subject.id);
  }
}
