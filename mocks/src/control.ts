import type { Hono } from 'hono';

import {
  personas,
  staffPersona,
  TWO_FACTOR_RECOVERY_CODES,
  TWO_FACTOR_SECRET,
  TWO_FACTOR_TRUSTED_HASH_TOKEN,
} from './personas.ts';
import { applyHostileSeed } from './seed-hostile.ts';
import { type MockState, resetState, stateDigest } from './state.ts';

/**
 * Test-only control endpoints under `/__mock/` (not part of the public contract): reset, configuration,
 * fault injection, token revocation, personas and the password-reset outbox.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono env: these routes use no bindings
export function registerControlRoutes(app: Hono<any>, state: MockState): void {
  const readJson = async (request: Request): Promise<Record<string, unknown>> => {
    try {
      const value: unknown = await request.json();
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };

  // `{ "seed": "large" }` resets to the large seed (10,000 users, 5,000 log entries) this once;
  // `{ "seed": "hostile" }` to the default seed with script and markup in every text (seed-hostile.ts);
  // without it the configured seed (MOCK_SEED) is used.
  app.post('/__mock/reset', async (c) => {
    const body = await readJson(c.req.raw);
    if (body.seed === 'hostile') {
      resetState(state, 'default');
      applyHostileSeed(state.db);
      return c.json({ detail: 'Reset to the hostile seed.' });
    }
    const seed = body.seed === 'large' || body.seed === 'default' ? body.seed : state.config.seedSize;
    resetState(state, seed);
    return c.json({ detail: `Reset to the ${seed} seed.` });
  });

  app.get('/__mock/config', (c) => c.json(state.config));
  app.post('/__mock/config', async (c) => {
    const body = await readJson(c.req.raw);
    const keys = [
      'accessTokenTtlSeconds',
      'refreshTokenTtlSeconds',
      'reauthAfterSeconds',
      'latencyMs',
      'resetTokenTtlSeconds',
      'ssoTokenTtlSeconds',
      'maxLoginFailures',
      'maxAddressFailures',
      'maxResetRequests',
      'loginWindowSeconds',
      'trustedDeviceTtlSeconds',
      'staffSsoSessionSeconds',
    ] as const;
    const errors: string[] = [];
    for (const key of keys) {
      const value = body[key];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        errors.push(`${key} must be a number ≥ 0`);
      else state.config[key] = value;
    }
    if (body.requireIfMatch !== undefined) {
      if (typeof body.requireIfMatch === 'boolean') state.config.requireIfMatch = body.requireIfMatch;
      else errors.push('requireIfMatch must be true or false');
    }
    if (errors.length) return c.json({ detail: errors.join('; ') }, 400);
    return c.json(state.config);
  });

  app.get('/__mock/faults', (c) => c.json(state.faults));
  app.delete('/__mock/faults', (c) => {
    state.faults.length = 0;
    return c.body(null, 204);
  });
  app.post('/__mock/faults', async (c) => {
    const body = await readJson(c.req.raw);
    const operationId = typeof body.operationId === 'string' ? body.operationId : undefined;
    const path = typeof body.path === 'string' ? body.path : undefined;
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : undefined;
    if (!operationId && !path) return c.json({ detail: 'Give operationId, or method and path.' }, 400);
    const status = typeof body.status === 'number' ? body.status : 500;
    const times = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 1;
    const fault = {
      operationId,
      method,
      path,
      status,
      dropConnection: body.dropConnection === true,
      remaining: times,
    };
    state.faults.push(fault);
    return c.json(fault, 201);
  });

  app.post('/__mock/revoke-refresh-tokens', async (c) => {
    const body = await readJson(c.req.raw);
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const user = state.db.users.find((u) => u.email.toLowerCase() === email);
    const staff = state.db.staff.find((s) => s.email.toLowerCase() === email);
    const subject = user
      ? { kind: 'user' as const, id: user.id }
      : staff
        ? { kind: 'staff' as const, id: staff.id }
        : null;
    if (!subject) return c.json({ detail: `No user or staff member with e-mail ${email}` }, 404);
    const revoked = state.sessions.refresh.revokeWhere((s) => s.kind === subject.kind && s.id === subject.id);
    return c.json({ revoked });
  });

  // Every access token expires now, so a test of the refresh path does not race a short TTL on a slow machine.
  app.post('/__mock/expire-access-tokens', (c) =>
    c.json({ expired: state.sessions.expireAllAccess(state.now()) }),
  );

  app.get('/__mock/personas', (c) =>
    c.json({
      users: Object.values(personas).map(({ key, label, email, password, organization }) => ({
        key,
        label,
        email,
        password,
        organization,
      })),
      staff: staffPersona,
      twoFactor: {
        secret: TWO_FACTOR_SECRET,
        recoveryCodes: TWO_FACTOR_RECOVERY_CODES,
        trustedHashToken: TWO_FACTOR_TRUSTED_HASH_TOKEN,
      },
    }),
  );

  app.get('/__mock/outbox', (c) => c.json(state.outbox));

  // A fingerprint of the data, so a test can prove a refused request changed nothing.
  app.get('/__mock/digest', (c) => c.json({ digest: stateDigest(state) }));
}
