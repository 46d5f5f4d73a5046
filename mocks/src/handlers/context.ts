import type { OperationId, PathParams, QueryParams, Reply, RequestBody } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Staff, User } from '../db/types.ts';
import { unauthorized } from '../http/errors.ts';
import type { MockState } from '../state.ts';

/** Who called: nobody (public operation), a user with their raw privileges, or a staff member. */
export type Caller =
  | { kind: 'none' }
  | { kind: 'user'; user: User; privileges: string[]; accessToken: string }
  | { kind: 'staff'; staff: Staff; accessToken: string };

interface HandlerContext<K extends OperationId> {
  state: MockState;
  db: Db;
  /** Current time in ms (the state's clock, so tests can move it). */
  now: number;
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  caller: Caller;
  request: Request;
  url: URL;
  /** The caller's network address (first `X-Forwarded-For` hop, else the socket's), for rate limits. */
  client: string;
}

/**
 * Who may call, checked by the router before the request's query and body are validated, so a caller
 * without the right gets 403 whatever they send (docs/decisions/0021-refusals-before-validation.md).
 */
interface HandlerDef<K extends OperationId> {
  /** Holding any one grants the operation to a user; omitted means any signed-in user (or staff). */
  privileges?: readonly string[];
  /**
   * For a staff write (every staff operation but a GET or a sign-in one): the staff privilege that grants
   * it besides `*` (e.g. `infra:*`); the router refuses every other staff role.
   */
  staffArea?: string;
  /** A check that needs the (validated) path, e.g. whose two-factor settings are addressed. */
  guard?(ctx: Pick<HandlerContext<K>, 'db' | 'caller' | 'params'>): void;
  handle(ctx: HandlerContext<K>): Reply<K> | Promise<Reply<K>>;
}

export type HandlerMap = { [K in OperationId]: HandlerDef<K> };
export type PartialHandlerMap = { [K in OperationId]?: HandlerDef<K> };

/** Types each handler by its key, so `ctx.body` and the reply follow that operation's contract. */
export function defineHandlers<T extends PartialHandlerMap>(handlers: T): T {
  return handlers;
}

/** The bearer token of a request's Authorization header, if any. */
export function bearerOf(request: Request): string | null {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? null;
}

export function userCaller(caller: Caller): Extract<Caller, { kind: 'user' }> {
  if (caller.kind !== 'user') throw unauthorized('This operation needs a user token.');
  return caller;
}

export function staffCaller(caller: Caller): Extract<Caller, { kind: 'staff' }> {
  if (caller.kind !== 'staff') throw unauthorized('This operation needs a staff token.');
  return caller;
}
