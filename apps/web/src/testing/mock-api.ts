// The stateful mock API in-process (mocks/src/test-support.ts): one per worker (the screen tests share their
// worker, docs/testing.md), put back to its seed before each test, answering the SDK's `fetch` without a port.
import { vi } from 'vitest';

import { type PersonaKey, TWO_FACTOR_TRUSTED_HASH_TOKEN } from '../../../../mocks/src/personas.ts';
import { createTestMock } from '../../../../mocks/src/test-support.ts';

export type { PersonaKey };

type TestMock = ReturnType<typeof createTestMock>;

/** A fault of the mock's own controls (mocks/README.md): the next `times` matching calls fail with `status`. */
export type Fault = ({ operationId: string } | { method?: string; path: string }) & {
  status?: number;
  times?: number;
};

/** Where the app's SDK sends its requests (`VITE_API_BASE_URL` in ./setup.ts). */
const API = 'http://console.test/api';

let shared: TestMock | undefined;

/** The worker's mock, created on first use (the contract's parse takes a few hundred ms, a reset a few). */
export function testMock(): TestMock {
  shared ??= createTestMock();
  return shared;
}

/** A request the app sent, as the mock saw it, with the status it answered. */
export interface SentRequest {
  method: string;
  /** The API's path and query, without `/api`: `/user?page=1&size=25`. */
  path: string;
  status: number;
}

/**
 * Every request of the SDK goes to the mock's `app.fetch`, `/api` taken off the path as the proxies do; each is
 * noted in `sent`.
 */
export function answerFromMock(mock: TestMock, sent: SentRequest[]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(API).origin || !url.pathname.startsWith('/api/'))
      throw new TypeError(`A screen test sends requests only to the API, not ${request.url}`);
    const path = `${url.pathname.slice(4)}${url.search}`;
    // Method, headers and body spelled out: Vitest's jsdom Request ignores a Request given as the init.
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const response = await mock.app.fetch(
      new Request(`http://mock.test${path}`, { method: request.method, headers: request.headers, body }),
    );
    sent.push({ method: request.method, path, status: response.status });
    if (process.env.SCREEN_TEST_REQUESTS) console.log(request.method, path, response.status);
    return response;
  });
}

/** Between tests: a request fails as one cut off would. */
export function refuseRequests() {
  vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The test has ended.', 'AbortError')));
}

async function control(mock: TestMock, method: string, path: string, body?: unknown) {
  const res = await mock.call(method, path, { body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown;
}

/** The mock's test controls, for a test to change what it answers mid-test. */
export function mockControls(mock: TestMock) {
  return {
    /**
     * Back to the seed, faults cleared and every setting as the mock started (sessions stay valid). The mock's own
     * reset puts back only its rate limits; a test's token lifetime or latency must not reach the next test.
     */
    reset: async () => {
      await control(mock, 'POST', '/__mock/reset');
      Object.assign(mock.app.state.config, mock.app.state.startConfig);
    },
    /** Arms a fault, e.g. `{ operationId: 'listUsers', status: 500, times: 2 }`. */
    fault: (fault: Fault) => control(mock, 'POST', '/__mock/faults', fault),
    clearFaults: () => control(mock, 'DELETE', '/__mock/faults'),
    /** `{ latencyMs, accessTokenTtlSeconds, requireIfMatch, … }`; a reset puts them back. */
    config: (values: Record<string, unknown>) => control(mock, 'POST', '/__mock/config', values),
  };
}

/** The staff members of the mock's IdP, by the staff role they hold. */
export type StaffRole = 'Administrator' | 'Support';

/** Signs a console persona in through the mock's `POST /login`; answers the tokens the app stores. */
export async function consoleSignIn(mock: TestMock, persona: PersonaKey) {
  // The two-factor persona signs in from its trusted device, so no code is asked.
  const extra = persona === 'twofactor' ? { trusted_hash_token: TWO_FACTOR_TRUSTED_HASH_TOKEN } : {};
  const session = await mock.login(persona, extra);
  return { accessToken: session.access_token, refreshToken: session.refresh_token };
}

/** Signs the seed's first staff member of `role` in through the mock's identity provider. */
export async function staffSignIn(mock: TestMock, role: StaffRole) {
  const { db } = mock.app.state;
  const member = db.staff.find((s) => db.staffRoles.get(s.role_id)?.name === role);
  if (!member) throw new Error(`no ${role} staff member in the seed`);
  const session = await mock.staffLogin(member.id);
  return { accessToken: session.access_token, refreshToken: session.refresh_token };
}
