import type { Db } from './db/db.ts';
import { createRandom } from './db/random.ts';
import type { DevLog } from './db/types.ts';

/** Developer log entries the large seed adds, so the staff's developer log screens can be measured. */
export const LARGE_SEED_DEV_LOGS = 30_000;

const SOURCES = ['api', 'worker.provisioning', 'worker.billing', 'scheduler', 'idp', 'sms-gateway'] as const;
const MESSAGES: Record<DevLog['level'], readonly string[]> = {
  debug: ['Cache miss for privileges of user {n}', 'Query plan reused ({n} rows)'],
  info: ['Job finished in {n} ms', 'Desktop {n} reached running', 'Sent SMS batch of {n} messages'],
  warning: ['Retrying provider call (attempt {n})', 'Slow query: {n} ms'],
  error: ['Provisioning of virtual desktop {n} timed out after 300 s', 'SMS provider answered 503'],
  critical: ['Database connection pool exhausted ({n} waiting)'],
};

/**
 * Adds `count` entries, one every 20 s going back from 300 hours before `newest` (ms, after the regular
 * entries), spread over levels and services. Its own PRNG keeps the rest of the seed unchanged.
 */
export function seedBulkDevLogs(db: Db, count: number, newest: number): void {
  const random = createRandom(18_000);
  const levels = ['debug', 'info', 'info', 'info', 'warning', 'error', 'critical'] as const;
  // Few PRNG calls per entry: the large seed has to stay fast (see seed.test.ts).
  for (let i = 0; i < count; i++) {
    const r = random.int(0, 2 ** 30);
    const level = levels[r % levels.length] ?? 'info';
    const source = SOURCES[(r >>> 3) % SOURCES.length] ?? 'api';
    const messages = MESSAGES[level];
    const n = (r >>> 6) % 5_000;
    const failed = level === 'error' || level === 'critical';
    db.devLogs.insert({
      level,
      source,
      message: (messages[n % messages.length] ?? '').replace('{n}', String(n)),
      request_id: r % 10 < 7 ? `req_${r.toString(16).padStart(8, '0')}` : null,
      stack_trace: failed ? `Error: ${messages[0]}\n    at handle (${source}.ts:${n % 400}:11)` : null,
      context: failed ? { n, desktop_id: n % 300, attempt: (n % 3) + 1 } : { n },
      created_at: new Date(newest - 3_600_000 * 300 - i * 20_000).toISOString(),
    });
  }
}
