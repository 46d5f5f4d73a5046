import type { IncomingMessage } from 'node:http';

import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';

import { type JsonObject, loadContract } from './contract/load.ts';
import { listOperations, matchOperation, type OperationSpec } from './contract/operations.ts';
import { RequestValidator } from './contract/validate.ts';
import { registerControlRoutes } from './control.ts';
import { privilegesOf } from './db/privileges.ts';
import type { Caller } from './handlers/context.ts';
import { handlers } from './handlers/index.ts';
import {
  markOnBehalf,
  refuseCredentialChange,
  refuseEmailChange,
  staffBehind,
} from './handlers/on-behalf.ts';
import { staffMayChange } from './handlers/staff-access.ts';
import { JSON_BODY_LIMIT, parseJson, readBodyLimited, UPLOAD_BODY_LIMIT } from './http/body.ts';
import { forbidden, HttpError, unauthorized } from './http/errors.ts';
import { takeFault } from './http/faults.ts';
import { stripUnknownFields } from './http/strip.ts';
import { etagOf, ifMatchHolds, takesIfMatch } from './http/versions.ts';
import { registerIdpRoutes } from './idp/routes.ts';
import { publishWrite } from './live/publish.ts';
import { holdsAny } from './privileges.ts';
import { CONFIG_DEFAULTS, createState, type MockConfig, type MockState, resetState } from './state.ts';

export interface MockAppOptions {
  allowedOrigins?: string[];
  config?: Partial<MockConfig>;
  /** The clock in ms; tests pass their own to move time without waiting. */
  now?: () => number;
  contractPath?: string;
  /** Where browsers reach the mock, for the IdP page's URL (defaults to each request's origin). */
  publicUrl?: string;
  /** Receives notes for developers, e.g. password-reset links (silent by default). */
  log?: (line: string) => void;
}

export type MockApp = Hono<{ Bindings: { incoming?: IncomingMessage } }> & {
  state: MockState;
  operations: OperationSpec[];
};

/** A handler seen from the router, which checks the request against the contract before calling it. */
interface LooseHandler {
  privileges?: readonly string[];
  staffArea?: string;
  guard?(ctx: { db: MockState['db']; caller: Caller; params: Record<string, unknown> }): void;
  handle(ctx: Record<string, unknown>): unknown;
}

const DEFAULT_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const DROPPED_HEADER = 'x-mock-dropped';
const REQUEST_ID_HEADER = 'X-Request-Id';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorResponse(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ detail: error.detail }, error.status as 400);
}

/** The mock API as a Hono app, so tests can call it in-process and the server can serve it. */
export function createMockApp(options: MockAppOptions = {}): MockApp {
  const doc = loadContract(options.contractPath);
  const operations = listOperations(doc);
  const validator = new RequestValidator(doc);
  const state = createState({ ...CONFIG_DEFAULTS, ...options.config }, options.now, {
    publicUrl: options.publicUrl,
    log: options.log,
  });
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();
  const looseHandlers = handlers as unknown as Record<string, LooseHandler | undefined>;
  // A conditional write (the contract gives it `If-Match`) and the GET of its path, whose answer is the
  // representation its version is taken from (http/versions.ts).
  const readOfWrite = new Map<OperationSpec, OperationSpec>();
  for (const op of operations.filter(takesIfMatch)) {
    const read = operations.find((o) => o.method === 'GET' && o.path === op.path);
    if (read) readOfWrite.set(op, read);
  }
  const versionedReads = new Set(readOfWrite.values());
  // A create (`POST /roles`) and the versioned GET of what it created (`GET /roles/{roleId}`), for the
  // version its live event carries (docs/decisions/0047-live-events-stream.md).
  const readOfCreate = new Map<OperationSpec, OperationSpec>();
  for (const op of operations.filter((o) => o.method === 'POST')) {
    const read = [...versionedReads].find((r) => r.path.replace(/\/\{[^/]+\}$/, '') === op.path);
    if (read && read.path !== op.path) readOfCreate.set(op, read);
  }
  /** The record as its GET answers it now, or undefined when that GET would refuse or find nothing. */
  const currentRecord = async (read: OperationSpec, ctx: Record<string, unknown>) => {
    try {
      const reply = (await looseHandlers[read.operationId]?.handle({
        ...ctx,
        query: validator.params(read, 'query', {}),
        body: undefined,
      })) as { status: number; body?: unknown } | undefined;
      return reply?.status === 200 ? { body: reply.body, etag: etagOf(reply.body) } : undefined;
    } catch (error) {
      if (error instanceof HttpError) return undefined;
      throw error;
    }
  };

  const createdVersion = async (op: OperationSpec, ctx: Record<string, unknown>, created: unknown) => {
    const read = readOfCreate.get(op);
    const id = (created as { id?: unknown } | undefined)?.id;
    const name = read && /\{([^}]+)\}$/.exec(read.path)?.[1];
    if (!read || !name || id === undefined) return undefined;
    const params = { ...(ctx.params as object), [name]: id };
    return (await currentRecord(read, { ...ctx, params }))?.etag;
  };

  app.use(
    '*',
    cors({
      origin: options.allowedOrigins ?? DEFAULT_ORIGINS,
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'If-Match',
        'Last-Event-ID',
        'X-Mock-Reset',
        REQUEST_ID_HEADER,
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['ETag', 'Retry-After', REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.header('x-mock-reset') === '1') resetState(state);
    await next();
  });
  // The SDK sends a request id with every call: echoed, and logged with every error answer.
  app.use('*', async (c, next) => {
    const requestId = c.req.header(REQUEST_ID_HEADER);
    await next();
    if (!requestId) return;
    c.header(REQUEST_ID_HEADER, requestId);
    if (c.res.status >= 400) {
      options.log?.(`${c.res.status} ${c.req.method} ${new URL(c.req.url).pathname} request ${requestId}`);
    }
  });
  app.get('/__health', (c) => c.json({ status: 'ok' }));
  registerControlRoutes(app, state);
  registerIdpRoutes(app, state);

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const found = matchOperation(operations, c.req.method, url.pathname);
    if (!found.op) {
      if (found.allowed.length > 0) {
        c.header('allow', [...new Set(found.allowed)].join(', '));
        return c.json({ detail: `Method ${c.req.method} is not allowed on ${url.pathname}` }, 405);
      }
      return c.json({ detail: `No route for ${c.req.method} ${url.pathname}` }, 404);
    }
    const { op, params } = found;
    if (state.config.latencyMs > 0) await sleep(state.config.latencyMs);

    const fault = takeFault(state.faults, op, url.pathname);
    if (fault?.dropConnection) {
      c.env?.incoming?.socket.destroy();
      c.header(DROPPED_HEADER, '1');
      return c.body(null, 500);
    }
    if (fault) return c.json({ detail: `Injected fault for ${op.operationId}` }, fault.status as 500);

    const handler = looseHandlers[op.operationId];
    if (!handler) return c.json({ detail: `The mock has no handler for ${op.operationId} yet` }, 501);

    try {
      const now = state.now();
      const caller = authenticate(state, op, c.req.header('authorization'), now, c.req.raw);
      const onBehalf = caller.kind === 'user' && staffBehind(c.req.raw) !== undefined;
      // Who may call comes before what they send (docs/decisions/0021-refusals-before-validation.md).
      authorize(state, op, handler, caller);
      if (onBehalf) refuseCredentialChange(op.operationId);
      const pathParams = validator.params(op, 'path', params);
      handler.guard?.({ db: state.db, caller, params: pathParams });
      const context = {
        state,
        db: state.db,
        now,
        params: pathParams,
        caller,
        request: c.req.raw,
        url,
        client: clientAddress(c.req.header('x-forwarded-for'), c.env?.incoming),
      };
      // Preconditions after who may call and which record, before the body is read (RFC 9110 §13.2.2).
      const read = readOfWrite.get(op);
      if (read) {
        const ifMatch = c.req.header('if-match');
        if (ifMatch === undefined && state.config.requireIfMatch)
          throw new HttpError(428, "Send If-Match with the record's ETag.");
        const current = ifMatch === undefined ? undefined : await currentRecord(read, context);
        if (current && ifMatch !== undefined && !ifMatchHolds(ifMatch, current.etag)) {
          c.header('ETag', current.etag);
          return c.json(current.body as object, 412);
        }
      }
      const query = validator.params(op, 'query', queryObject(url));
      const body = await readRequestBody(c.req.raw, op, validator, doc);
      if (onBehalf) refuseEmailChange(op.operationId, state.db, caller.user, pathParams, body);
      const reply = await handler.handle({ ...context, query, body });
      const {
        status,
        body: replyBody,
        headers = {},
      } = reply as { status: number; body?: unknown; headers?: Record<string, string> };
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      if (status === 200 && versionedReads.has(op)) c.header('ETag', etagOf(replyBody));
      let version: string | null = null;
      if (status === 200 && read && op.method !== 'DELETE') {
        const updated = await currentRecord(read, context);
        if (updated) c.header('ETag', (version = updated.etag));
      }
      if (status < 300 && op.method !== 'GET') {
        version ??= (await createdVersion(op, context, replyBody)) ?? null;
        publishWrite(state, op.operationId, { ...context, body: replyBody }, version);
      }
      if (replyBody === undefined) return c.body(null, status as 204);
      if (replyBody instanceof ReadableStream) return c.body(replyBody as ReadableStream, 200);
      if (replyBody instanceof Uint8Array) return c.body(replyBody as Uint8Array<ArrayBuffer>, status as 200);
      if (typeof replyBody === 'string' && !/json/.test(headers['content-type'] ?? 'json'))
        return c.body(replyBody, status as 200);
      return c.json(replyBody as object, status as 200);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(c, error);
      throw error;
    }
  });

  app.onError((error, c) => {
    console.error('[mock] unexpected error', error);
    return c.json(
      { detail: `The mock failed: ${error instanceof Error ? error.message : String(error)}` },
      500,
    );
  });

  // In-process callers (tests) have no socket to drop: a dropped call rejects like a failed fetch.
  const serveRequest = app.fetch;
  const fetch: typeof app.fetch = async (...args) => {
    const response = await serveRequest(...args);
    if (response.headers.get(DROPPED_HEADER))
      throw new TypeError('fetch failed: the mock dropped the connection');
    return response;
  };
  return Object.assign(app, { state, operations, fetch });
}

/** Who sent the request: the first proxy hop when there is one (the console's server), else the socket. */
function clientAddress(forwarded: string | undefined, incoming: IncomingMessage | undefined): string {
  return forwarded?.split(',')[0]?.trim() || incoming?.socket.remoteAddress || 'local';
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

/** The caller of an operation; 401 when its security needs a token that is missing, unknown or expired. */
function authenticate(
  state: MockState,
  op: OperationSpec,
  header: string | undefined,
  now: number,
  request: Request,
): Caller {
  if (op.audiences.length === 0) return { kind: 'none' };
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!token) throw unauthorized('Not authenticated');
  const subject = state.sessions.authenticate(token, now);
  if (!subject) throw unauthorized('The access token is invalid or has expired.');
  if (!op.audiences.includes(subject.kind)) {
    throw unauthorized(
      subject.kind === 'user' ? 'This operation needs a staff token.' : 'This operation needs a user token.',
    );
  }
  if (subject.kind === 'staff') {
    const staff = state.db.staff.get(subject.id);
    if (!staff?.status) throw unauthorized('The staff account no longer exists or is disabled.');
    return { kind: 'staff', staff, accessToken: token };
  }
  const user = state.db.users.get(subject.id);
  if (!user?.status) throw unauthorized('The account no longer exists or is inactive.');
  if (subject.onBehalf) {
    const staff = state.db.staff.get(subject.onBehalf.staffId);
    if (!staff?.status) throw unauthorized('The staff account no longer exists or is disabled.');
    markOnBehalf(request, staff);
  }
  return { kind: 'user', user, privileges: privilegesOf(state.db, user), accessToken: token };
}

/**
 * Operations a staff member of any role may call although they are not reads: their own sign-in's, and their
 * own saved list views (docs/decisions/0033-saved-views-and-columns.md).
 */
const STAFF_OWN_TAGS = ['adminAuth', 'listViews'];

/** True for an operation that changes the staff area: every staff operation but a read or an own one. */
export function isStaffWrite(op: OperationSpec): boolean {
  return (
    op.audiences.includes('staff') && op.method !== 'GET' && !op.tags.some((t) => STAFF_OWN_TAGS.includes(t))
  );
}

/** 403 unless the caller may call the operation at all; nothing of the request has been read yet. */
function authorize(state: MockState, op: OperationSpec, handler: LooseHandler, caller: Caller): void {
  if (caller.kind === 'user' && handler.privileges && !holdsAny(caller.privileges, handler.privileges))
    throw forbidden();
  if (caller.kind === 'staff' && isStaffWrite(op)) staffMayChange(state.db, caller, handler.staffArea);
}

async function readRequestBody(
  request: Request,
  op: OperationSpec,
  validator: RequestValidator,
  doc: JsonObject,
): Promise<unknown> {
  if (!op.requestBody) return undefined;
  const declared = Object.keys(op.requestBody.schemas);
  const isUpload = declared.some((t) => t.startsWith('multipart/'));
  const bytes = await readBodyLimited(request, isUpload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);
  const contentType =
    (request.headers.get('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType.startsWith('multipart/') && isUpload) {
    const form = await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => {
        throw new HttpError(422, [{ loc: ['body'], msg: 'Malformed multipart body', type: 'value_error' }]);
      });
    const body = Object.fromEntries(form.entries());
    validator.body(
      op,
      contentType,
      Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '(file)'])),
    );
    return body;
  }
  // Another content type is a 422 at `body`, as FastAPI answers (the contract documents no 415). JSON sent to
  // an upload is one too: its handler reads a form, and `null` there once reached it as the body.
  const takesJson = declared.includes('application/json') && contentType.endsWith('json');
  if (bytes.byteLength > 0 && !declared.includes(contentType) && !takesJson) {
    throw new HttpError(422, [
      {
        loc: ['body'],
        msg: `Input should be a valid dictionary or object to extract fields from (send ${declared.join(' or ')})`,
        type: 'model_attributes_type',
      },
    ]);
  }
  const body = parseJson(bytes);
  validator.body(op, 'application/json', body);
  return stripUnknownFields(doc, op.requestBody.schemas['application/json'], body);
}
