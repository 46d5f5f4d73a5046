import type { Middleware } from 'openapi-fetch';

import { callOptionsOf } from '../call-options.ts';
import { ApiError, ForbiddenError, NotFoundError } from '../errors.ts';
import { describeCall, withCall } from '../request-info.ts';
import { errorFromResponse, readBody } from '../responses.ts';

export interface ErrorHooks {
  onForbidden?(error: ForbiddenError): void;
  onNotFound?(error: NotFoundError): void;
}

export const NOT_JSON_MESSAGE = 'The server sent a response that is not valid JSON.';

/**
 * Turns every non-2xx response into a thrown error class (so a call either resolves with data or
 * rejects), calls the 403/404 hooks (unless the call passed `errorHooks: false`), and rejects a 2xx body that was to be read as JSON but is not.
 */
export function createErrorsMiddleware(hooks: ErrorHooks): Middleware {
  return {
    async onResponse({ request, response, options, schemaPath }) {
      const call = () => describeCall(request.method, schemaPath, request);
      if (response.ok) {
        if (options.parseAs === 'json')
          await assertJsonBody(response).catch(async (e: unknown) => {
            throw await withCall(e, call);
          });
        return;
      }
      const error = await withCall(
        errorFromResponse(response.status, await readBody(response), response.headers),
        call,
      );
      const withHooks = callOptionsOf(request).errorHooks !== false;
      if (withHooks && error instanceof ForbiddenError) hooks.onForbidden?.(error);
      if (withHooks && error instanceof NotFoundError) hooks.onNotFound?.(error);
      throw error;
    },
    // No response (network failure, time-out): the error still names its call.
    async onError({ request, error, schemaPath }) {
      return (await withCall(error, () => describeCall(request.method, schemaPath, request))) as Error;
    },
  };
}

async function assertJsonBody(response: Response) {
  if (!response.body || response.status === 204) return;
  const body = await readBody(response.clone());
  if (!body.json && body.text.trim() !== '') {
    throw new ApiError(NOT_JSON_MESSAGE, {
      status: response.status,
      detail: body.text.slice(0, 1000),
      headers: Object.fromEntries(response.headers),
    });
  }
}
