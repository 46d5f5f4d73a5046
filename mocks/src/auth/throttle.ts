import { HttpError } from '../http/errors.ts';

/**
 * Counts attempts per key (`email:…`, `address:…`) in a sliding window; at the limit, the guarded operation
 * answers 429 with `Retry-After` (seconds until the oldest counted attempt leaves the window).
 */
export class Throttle {
  readonly #attempts = new Map<string, number[]>();

  #recent(key: string, now: number, windowMs: number): number[] {
    const recent = (this.#attempts.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length) this.#attempts.set(key, recent);
    else this.#attempts.delete(key);
    return recent;
  }

  /** Throws 429 when any of `limits` is reached; checks before the attempt is judged. */
  assert(limits: { key: string; max: number }[], now: number, windowMs: number, detail: string): void {
    let retryAfter = 0;
    for (const { key, max } of limits) {
      const recent = this.#recent(key, now, windowMs);
      if (recent.length >= max) {
        const oldest = recent[recent.length - max] ?? now;
        retryAfter = Math.max(retryAfter, Math.ceil((oldest + windowMs - now) / 1000));
      }
    }
    if (retryAfter > 0) throw new HttpError(429, detail, { 'retry-after': String(Math.max(1, retryAfter)) });
  }

  record(keys: string[], now: number): void {
    for (const key of keys) this.#attempts.set(key, [...(this.#attempts.get(key) ?? []), now]);
  }

  forget(key: string): void {
    this.#attempts.delete(key);
  }

  clear(): void {
    this.#attempts.clear();
  }

  get size(): number {
    return this.#attempts.size;
  }
}
