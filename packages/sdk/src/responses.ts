// From a failed response to the error it rejects with: used by the client's middleware only, so an app that
// loads the client on first use (as the console does) keeps this out of its first load.
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  isRecord,
  NotFoundError,
  parseRetryAfter,
  TooManyRequestsError,
  ValidationError,
} from './errors.ts';

const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** The error for a response with a non-2xx status, from its parsed JSON body (or raw text). */
export function errorFromResponse(status: number, body: ResponseBody, headers?: Headers): ApiError {
  const detail = body.json && isRecord(body.value) ? body.value.detail : undefined;
  const headerRecord = headers ? Object.fromEntries(headers) : undefined;
  if (status === 422) return new ValidationError(detail, headerRecord);
  const message = typeof detail === 'string' && detail ? detail : GENERIC_ERROR_MESSAGE;
  // The contract's `Error.detail` is a string (other JSON is not kept); a body that is not JSON, as text.
  const options = {
    status,
    detail: body.json ? (typeof detail === 'string' ? detail : undefined) : body.text || undefined,
    headers: headerRecord,
  };
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(headers?.get('Retry-After'));
    return new TooManyRequestsError(message, { ...options, retryAfterSeconds });
  }
  if (status === 412)
    return new ConflictError(body.json && isRecord(body.value) ? body.value : undefined, options);
  if (status === 403) return new ForbiddenError(message, options);
  if (status === 404) return new NotFoundError(message, options);
  return new ApiError(message, options);
}

/** A response body read as text, with its JSON value when it parsed. */
export type ResponseBody = { json: true; value: unknown; text: string } | { json: false; text: string };

export async function readBody(response: Response): Promise<ResponseBody> {
  const text = await response.text();
  try {
    return { json: true, value: JSON.parse(text), text };
  } catch {
    return { json: false, text };
  }
}
