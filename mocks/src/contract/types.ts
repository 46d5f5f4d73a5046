/**
 * Handler types derived from the contract's generated `operations` (via @console/sdk), so a contract change
 * breaks the mock's type-check wherever a handler disagrees with it.
 */
import type { operations } from '@console/sdk';

export type { components } from '@console/sdk';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type ContentOf<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'text/event-stream': unknown }
      ? ReadableStream<Uint8Array> // a stream (mocks/src/live/stream.ts), kept open
      : Uint8Array | string // a file: raw bytes, sent with the content type the handler names
  : undefined;

type SuccessStatus<K extends OperationId> = Extract<keyof Op<K>['responses'], 200 | 201 | 202 | 204>;

/**
 * What a handler answers: one of the operation's success statuses with its body (JSON unless `headers`
 * names another content type, e.g. a file download). Errors are thrown as HttpError.
 */
export type Reply<K extends OperationId> = {
  [S in SuccessStatus<K>]: ContentOf<Op<K>['responses'][S]> extends undefined
    ? { status: S; body?: undefined; headers?: Record<string, string> }
    : { status: S; body: ContentOf<Op<K>['responses'][S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

export type RequestBody<K extends OperationId> =
  NonNullable<Op<K>['requestBody']> extends { content: infer C } ? C[keyof C] : undefined;

type ParamsOf<K extends OperationId, Where extends 'path' | 'query'> = [
  NonNullable<Op<K>['parameters'][Where]>,
] extends [never]
  ? Record<string, never>
  : NonNullable<Op<K>['parameters'][Where]>;

export type PathParams<K extends OperationId> = ParamsOf<K, 'path'>;
export type QueryParams<K extends OperationId> = ParamsOf<K, 'query'>;
