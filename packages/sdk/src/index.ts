export type { CallOptions } from './call-options.ts';
export { createApiClient, type ApiClient, type ApiClientOptions, type HttpMethod } from './client.ts';
export {
  ApiError,
  CONFLICT_MESSAGE,
  ConflictError,
  ForbiddenError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  SessionExpiredError,
  TimeoutError,
  TooManyRequestsError,
  UNKNOWN_VALIDATION_MESSAGE,
  ValidationError,
  parseRetryAfter,
  type ApiErrorOptions,
  type ApiRequestInfo,
  type ValidationIssue,
} from './errors.ts';
export type { Logger } from './middleware/profiler.ts';
export { infiniteQueryOptions } from './infinite-query-options.ts';
export {
  mutationOptions,
  queryOptions,
  type ApiMutationOptions,
  type ApiQueryKey,
  type ApiQueryOptions,
} from './query-options.ts';
export {
  subscribeToEvents,
  type LiveEvent,
  type LiveHandlers,
  type LiveStatus,
  type SubscribeOptions,
} from './live/subscribe.ts';
export { paginate, type PageItem, type PagedPath, type PaginateInit, type Paginator } from './paginate.ts';
export { RETRY_STATUSES, type RetryOptions } from './middleware/retry.ts';
export { DEFAULT_TIMEOUT_MS, type FetchLike } from './middleware/timeout.ts';
export type { components, operations, paths } from './openapi.gen.ts';
export {
  createBrowserTokenStore,
  createMemoryTokenStore,
  type Audience,
  type TokenChangeSource,
  type TokenListener,
  type TokenPair,
  type StorageLike,
  type TokenStore,
} from './token-store.ts';

import type { components } from './openapi.gen.ts';
/** The contract's schemas, e.g. `Schemas['User']`. */
export type Schemas = components['schemas'];
