// Conformance: the stateful mock behind `prism proxy --errors`, every operation of the contract walked through
// the proxy. Prism turns any response that breaks the contract into a 500, so "no 500" means the mock's
// answers (statuses, bodies, headers) match the contract. Each call starts from the seed (`/__mock/reset`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { totpNow } from './auth/totp.ts';
import { deref, type JsonObject, loadContract } from './contract/load.ts';
import type { OperationSpec } from './contract/operations.ts';
import { type PrismProxy, startPrismProxy } from './contract/prism-proxy.ts';
import type { Db } from './db/db.ts';
import { createTestMock } from './test-support.ts';

const MOCK_PORT = 4012;
const PROXY_PORT = 4022;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;

const mock = createTestMock();
const doc = loadContract();
const operations = mock.app.operations;

let prism: PrismProxy | undefined;
let owner = { access_token: '', refresh_token: '' };
let staff = { access_token: '', refresh_token: '' };

beforeAll(async () => {
  prism = await startPrismProxy(mock.app.fetch, { mock: MOCK_PORT, proxy: PROXY_PORT });
  owner = await mock.login('owner');
  staff = await mock.staffLogin();
}, 70_000);

afterAll(() => prism?.stop());

interface Call {
  path: Record<string, string | number>;
  body?: unknown;
  form?: FormData;
  token?: string;
}

/** Ids of seeded rows that every kind of path parameter can use (chosen so the success path is reachable). */
function seededIds(db: Db) {
  const acmeAliases = db.aliases.filter((a) => a.org_id === 1);
  const share = db.fileShares.find(
    (s) =>
      acmeAliases.some((a) => a.id === s.alias_id) &&
      db.sharedFiles.find((f) => f.share_id === s.id) !== undefined,
  );
  if (!share) throw new Error('seed has no Acme share with files');
  const aliasId = share.alias_id;
  const first = <T extends { alias_id: number | null }>(rows: T[]) =>
    rows.find((r) => r.alias_id === aliasId) as T & { id: number };
  const attachment = db.attachments.find((a) => a.message_id !== null && a.org_id === 1);
  const openTicket = db.tickets.find((t) => t.org_id === 1 && t.status !== 'closed');
  const twofactor = db.users.find((u) => u.email === 'twofactor@acme.test');
  return {
    aliasId,
    desktopId: first(db.virtualDesktops.all()).id,
    phoneId: first(db.virtualPhones.all()).id,
    smsNumber: first(db.smsNumbers.all()).number,
    socialAccountId: first(db.socialAccounts.all()).id,
    shareId: share.id,
    fileId: db.sharedFiles.find((f) => f.share_id === share.id)?.id ?? 0,
    ticketId: openTicket?.id ?? 1,
    attachmentTicketId: attachment ? (db.ticketMessages.get(attachment.message_id ?? 0)?.ticket_id ?? 1) : 1,
    attachmentId: attachment?.id ?? 1,
    orgRoleId: db.roles.find((r) => r.org_id === 1 && !r.is_predefined)?.id ?? 1,
    predefinedRoleId: db.roles.find((r) => r.org_id === null)?.id ?? 1,
    logId: db.logs.find((l) => l.org_id === 1)?.id ?? 1,
    folderId: db.helpFolders.find((f) => f.section === 'userguide')?.id ?? 1,
    articleId: db.helpArticles.find((a) => a.section === 'userguide')?.id ?? 1,
    poolSmsId: db.smsNumbers.find((n) => n.alias_id === null && !n.reserved)?.id ?? 1,
    twofactorUserId: twofactor?.id ?? 5,
  };
}

function example(op: OperationSpec): unknown {
  const item = doc.paths as JsonObject;
  const raw = (deref(doc, item[op.path]) as JsonObject)[op.method.toLowerCase()] as JsonObject;
  const body = deref(doc, raw.requestBody) as JsonObject | undefined;
  const media = (body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values((media.examples ?? {}) as JsonObject)[0];
  return (deref(doc, first) as JsonObject | undefined)?.value;
}

const uploadForm = () => {
  const form = new FormData();
  form.set('file', new Blob(['hello from the conformance test'], { type: 'text/plain' }), 'hello.txt');
  return form;
};

/** The request that should succeed for an operation, built from the seed and the contract's examples. */
async function successCall(op: OperationSpec, ids: ReturnType<typeof seededIds>): Promise<Call> {
  const token = op.audiences.includes('staff')
    ? staff.access_token
    : op.audiences.includes('user')
      ? owner.access_token
      : undefined;
  const path: Record<string, string | number> = {
    ...ids,
    id: op.path.startsWith('/admin/users/orgs') ? 1 : 2,
    user_id: 2,
    roleId: op.path.startsWith('/admin/') ? ids.predefinedRoleId : ids.orgRoleId,
    ticketId: op.operationId === 'downloadTicketAttachment' ? ids.attachmentTicketId : ids.ticketId,
    orgId: 1,
    section: 'userguide',
    serviceTypeId: 2, // the desktop type: the update example keeps its category
    locationId: 1,
    gatewayId: 1,
    networkId: 1,
    poolId: 1,
    smsNumberId: ids.poolSmsId,
    cacheName: 'privileges',
    kind: 'virtualdesktops',
    deviceId: 1,
  };
  const call: Call = { path, body: example(op), token };
  switch (op.operationId) {
    case 'logIn':
      return { ...call, body: { email: 'owner@acme.test', password: 'Owner!2345' } };
    case 'refreshToken':
      return { ...call, body: { token: (await mock.login('owner')).refresh_token } };
    case 'refreshStaffToken':
      return { ...call, body: { token: (await mock.staffLogin()).refresh_token } };
    case 'exchangeStaffAuthCode': {
      const code = mock.app.state.idpCodes.issue(1, mock.now() + 60_000);
      return { ...call, body: { code } };
    }
    case 'logInWithSsoToken': {
      const sso = await mock.call('GET', '/admin/auth/ssotoken/2', { token: staff.access_token });
      return {
        ...call,
        path: { token: sso.body.sso_access_token },
        body: { sso_staff_token: staff.access_token },
      };
    }
    case 'verifyPasswordResetToken':
    case 'resetPassword': {
      await mock.call('POST', '/resetpasswordtoken', { body: { email: 'helpdesk@acme.test' } });
      const token = mock.app.state.outbox.at(-1)?.token ?? '';
      return {
        ...call,
        path: { token },
        body: op.operationId === 'resetPassword' ? { token, password: 'Brand-New!2026' } : undefined,
      };
    }
    case 'verifyReauth':
      return { ...call, body: { password: 'Owner!2345' } };
    case 'changeOwnPassword':
      return { ...call, body: { current_password: 'Owner!2345', new_password: 'Brand-New!2026' } };
    case 'enableTwoFactor': {
      const setup = await mock.call('GET', '/user/1/2fa/setup', { token: owner.access_token });
      return { ...call, path: { id: 1 }, body: { code: totpNow(setup.body.secret, mock.now()) } };
    }
    case 'disableTwoFactor':
    case 'getRecoveryCodes':
    case 'regenerateRecoveryCodes':
    case 'listTrustedDevices':
    case 'deleteTrustedDevice':
    case 'getTwoFactorStatus':
      return {
        ...call,
        path: { ...path, id: ids.twofactorUserId },
        body: op.operationId === 'disableTwoFactor' ? {} : call.body,
      };
    case 'getTwoFactorSetup':
      return { ...call, path: { id: 1 } };
    // The examples name ids and names of the contract's own example data; use the seed's instead.
    case 'createUser':
    case 'updateUser':
      return {
        ...call,
        body: { ...(call.body as object), email: 'new.person@acme.test', role_ids: [ids.orgRoleId] },
      };
    case 'createRole':
      return { ...call, body: { ...(call.body as object), name: 'Conformance role' } };
    case 'createTicket':
      return { ...call, body: { ...(call.body as object), attachment_ids: [] } };
    case 'performAdminVirtualDesktopAction': {
      const desktop = mock.app.state.db.virtualDesktops.get(ids.desktopId);
      return { ...call, body: { action: desktop?.status === 'running' ? 'restart' : 'start' } };
    }
    case 'createLocation':
      return { ...call, body: { ...(call.body as object), code: 'conformance-1' } };
    // A live stream ends when its token expires: a token of one second makes it an answer Prism can check
    // whole (status, content type and body), instead of one that never ends.
    case 'streamEvents':
    case 'streamAdminEvents': {
      const kind = op.operationId === 'streamEvents' ? ('user' as const) : ('staff' as const);
      const short = { accessTtlMs: 1_000, refreshTtlMs: 1_000 };
      return {
        ...call,
        token: mock.app.state.sessions.issue({ kind, id: 1 }, mock.now(), short).access_token,
      };
    }
    case 'uploadSharedFile':
    case 'uploadTicketAttachment':
      return { ...call, body: undefined, form: uploadForm() };
    default:
      return call;
  }
}

function urlOf(op: OperationSpec, params: Record<string, string | number>): string {
  return (
    proxy +
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '1')))
  );
}

async function send(
  op: OperationSpec,
  call: Call,
): Promise<{ status: number; violations: string | null; text: string }> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: BodyInit | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(urlOf(op, call.path), {
    method: op.method,
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    violations: response.headers.get('sl-violations'),
    text: await response.text(),
  };
}

const reset = () => mock.call('POST', '/__mock/reset');

describe('the mock conforms to the contract (through prism proxy --errors)', () => {
  it('answers every operation with a documented status and a valid body, mostly the success one', async () => {
    const outcomes: string[] = [];
    let successes = 0;
    for (const op of operations) {
      await reset();
      const call = await successCall(op, seededIds(mock.app.state.db));
      const { status, violations, text } = await send(op, call);
      const documented = op.statuses.includes(String(status));
      if (status >= 200 && status < 300) successes++;
      else outcomes.push(`${op.operationId} → ${status} ${text.slice(0, 160)}`);
      expect.soft(status, `${op.operationId} → ${status}: ${text.slice(0, 300)}`).not.toBe(500);
      expect
        .soft(documented, `${op.operationId} answered undocumented ${status}: ${text.slice(0, 200)}`)
        .toBe(true);
      expect.soft(violations, `${op.operationId}: ${violations}`).toBeNull();
    }
    if (outcomes.length)
      console.log(`Not on the success path (${outcomes.length}):\n  ${outcomes.join('\n  ')}`);
    expect(successes / operations.length).toBeGreaterThan(0.9);
  }, 180_000);

  it('answers 401 to every secured operation called without a token', async () => {
    for (const op of operations.filter((o) => o.audiences.length > 0)) {
      const { status, text } = await send(op, {
        path: { section: 'userguide', kind: 'aliases', cacheName: 'privileges', smsNumber: '+15555550100' },
        body: example(op),
        form: undefined,
      });
      expect.soft(status, `${op.operationId}: ${text.slice(0, 200)}`).toBe(401);
    }
  }, 120_000);

  it('answers 404 to reads of ids that do not exist', async () => {
    await reset();
    const reads = operations.filter(
      (o) =>
        o.method === 'GET' &&
        o.audiences.length > 0 &&
        /\{(?!section|kind|cacheName|smsNumber)[^}]+\}/.test(o.path),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const op of reads) {
      const token = op.audiences.includes('staff') ? staff.access_token : owner.access_token;
      const params = { section: 'userguide', kind: 'aliases', smsNumber: '+15555550100' };
      const { status, text } = await send(op, {
        path: new Proxy(params as Record<string, string | number>, {
          get: (t, k: string) => t[k] ?? 999_999,
        }),
        token,
      });
      expect.soft(status, `${op.operationId}: ${text.slice(0, 200)}`).toBe(404);
    }
  }, 120_000);
});
