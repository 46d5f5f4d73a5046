import { describe, expect, it } from 'vitest';

import {
  ApiError,
  CONFLICT_MESSAGE,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseRetryAfter,
  TooManyRequestsError,
  ValidationError,
} from './errors.ts';
import { errorFromResponse, type ResponseBody } from './responses.ts';

const issue = (loc: (string | number)[], msg: string) => ({ loc, msg, type: 'value_error' });
const jsonBody = (value: unknown): ResponseBody => ({ json: true, value, text: JSON.stringify(value) });

describe('ValidationError (docs/product-rules.md#errors-and-messages)', () => {
  it('joins a nested path without its body part with " > "', () => {
    const error = new ValidationError([issue(['body', 'address', 'city'], 'Field required')]);
    expect(error.message).toBe('address > city: Field required');
    expect(error.fields).toEqual({ 'address > city': 'Field required' });
    expect(error.status).toBe(422);
  });

  it('keeps numeric path parts (list indexes)', () => {
    const error = new ValidationError([issue(['body', 'items', 0, 'name'], 'Too short')]);
    expect(error.message).toBe('items > 0 > name: Too short');
    expect(error.issues).toEqual([{ path: 'items > 0 > name', message: 'Too short' }]);
  });

  it("reads 'Unknown field: message' when there is no path", () => {
    expect(new ValidationError([issue([], 'Passwords differ')]).message).toBe(
      'Unknown field: Passwords differ',
    );
    expect(new ValidationError([issue(['body'], 'Invalid JSON')]).message).toBe(
      'Unknown field: Invalid JSON',
    );
    expect(new ValidationError([{ msg: 'No loc at all' }]).fields).toEqual({});
  });

  it('drops query and path prefixes too, and puts one line per issue', () => {
    const error = new ValidationError([
      issue(['query', 'size'], 'At most 100'),
      issue(['path', 'id'], 'Not an integer'),
      issue(['body', 'email'], 'Not an e-mail'),
    ]);
    expect(error.message).toBe('size: At most 100\nid: Not an integer\nemail: Not an e-mail');
    expect(Object.keys(error.fields)).toEqual(['size', 'id', 'email']);
  });

  it("reads 'An unknown error occurred.' without a usable detail list", () => {
    for (const detail of [undefined, 'Bad input', [], [{ loc: ['body', 'x'] }], [42]]) {
      expect(new ValidationError(detail).message).toBe('An unknown error occurred.');
    }
  });
});

describe('errorFromResponse', () => {
  it('maps 412 to a ConflictError with the record as it is now and its version', () => {
    const current = { id: 2, first_name: 'Ann' };
    const error = errorFromResponse(412, jsonBody(current), new Headers({ ETag: '"v2"' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 412, message: CONFLICT_MESSAGE, current, etag: '"v2"' });
    // A log line never carries the record (personal data), only its version.
    expect(JSON.stringify(error)).not.toContain('Ann');
    expect(errorFromResponse(412, { json: false, text: 'Precondition Failed' })).toMatchObject({
      current: undefined,
      etag: undefined,
    });
  });

  it('maps 403 and 404 to their classes with the server detail as message', () => {
    const forbidden = errorFromResponse(403, jsonBody({ detail: 'Not allowed' }));
    expect(forbidden).toBeInstanceOf(ForbiddenError);
    expect(forbidden).toMatchObject({ status: 403, message: 'Not allowed', detail: 'Not allowed' });
    expect(errorFromResponse(404, jsonBody({ detail: 'No such user' }))).toBeInstanceOf(NotFoundError);
  });

  it("reads 'An error occurred' when a response has no detail", () => {
    const error = errorFromResponse(500, jsonBody({ message: 'boom' }));
    expect(error.constructor).toBe(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'An error occurred', detail: undefined });
  });

  it('keeps a body that is not JSON as the detail instead of failing', () => {
    const error = errorFromResponse(502, { json: false, text: '<html>Bad Gateway</html>' });
    expect(error).toMatchObject({
      status: 502,
      message: 'An error occurred',
      detail: '<html>Bad Gateway</html>',
    });
  });

  it('maps 422 to a ValidationError from the detail list', () => {
    const error = errorFromResponse(422, jsonBody({ detail: [issue(['body', 'email'], 'Required')] }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('email: Required');
  });
});

describe('429 Too Many Requests', () => {
  it('carries the Retry-After wait in seconds', () => {
    const error = errorFromResponse(
      429,
      jsonBody({ detail: 'Too many attempts' }),
      new Headers({ 'Retry-After': '42' }),
    );
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts', retryAfterSeconds: 42 });
    expect(errorFromResponse(429, jsonBody({}))).toMatchObject({ retryAfterSeconds: null });
  });

  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
