import { createMockApp, type MockAppOptions } from './app.ts';
import { type PersonaKey, personas } from './personas.ts';
import type { MockConfig } from './state.ts';

/** Test answers are read loosely: assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

function parseLoosely(text: string): Loose {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A mock app on a clock the test moves, with small helpers to call it in-process. */
export function createTestMock(
  config: Partial<MockConfig> = {},
  options: Omit<MockAppOptions, 'config' | 'now'> = {},
) {
  let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
  const app = createMockApp({ ...options, config, now: () => clock });

  async function call(
    method: string,
    path: string,
    init: { token?: string; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.fetch(new Request(`http://mock.test${path}`, { method, headers, body }));
    const text = await response.text();
    return { status: response.status, body: parseLoosely(text), headers: response.headers };
  }

  async function login(persona: PersonaKey, extra: Record<string, unknown> = {}) {
    const p = personas[persona];
    const res = await call('POST', '/login', { body: { email: p.email, password: p.password, ...extra } });
    if (res.status !== 200 || !res.body.access_token)
      throw new Error(`login ${persona}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as {
      access_token: string;
      refresh_token: string;
      user: { id: number };
      trusted_hash_token?: string;
    };
  }

  /** Signs a staff member in through the IdP page flow and answers the staff session. */
  async function staffLogin(staffId = 1) {
    const start = await call('POST', '/admin/auth/login', {
      body: { redirect_uri: 'http://console.test/admin/googleauthcallback' },
    });
    const authorize = new URL(start.body.authorization_url);
    const form = new URLSearchParams({
      staff_id: String(staffId),
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    });
    const consent = await app.fetch(
      new Request('http://mock.test/__idp/authorize', {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
    const res = await call('POST', '/admin/auth/token', { body: { code } });
    if (res.status !== 200) throw new Error(`staff login: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { access_token: string; refresh_token: string; staff: { id: number } };
  }

  return {
    app,
    call,
    login,
    staffLogin,
    advance: (seconds: number) => {
      clock += seconds * 1000;
    },
    now: () => clock,
  };
}
