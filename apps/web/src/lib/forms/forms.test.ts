import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';

import {
  ApiError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '@console/sdk';

import { formatWait, tooManyAttemptsMessage } from './form-messages';
import { serverErrors, submitErrors } from './forms';
import { goOnTarget } from './refused-writes';

const issue = (loc: (string | number)[] | undefined, msg: string) => ({ loc, msg, type: 'value_error' });
const fields = ['email', 'first_name', 'address'];

describe('serverErrors: a 422 onto the form (docs/product-rules.md#errors-and-messages)', () => {
  it('puts an issue on the field the form has, without the body part of its path', () => {
    const error = new ValidationError([issue(['body', 'email'], 'Not a valid e-mail')]);
    expect(serverErrors(error, fields)).toEqual({ email: 'Not a valid e-mail' });
  });

  it('puts a nested path on its top field, and keeps a second message for the same field', () => {
    const error = new ValidationError([
      issue(['body', 'address', 'city'], 'Field required'),
      issue(['body', 'address', 'zip'], 'Too short'),
    ]);
    expect(serverErrors(error, fields)).toEqual({ address: 'Field required\nToo short' });
  });

  it("words an issue for a field the form does not have as 'a > b: message' on the form", () => {
    const error = new ValidationError([issue(['body', 'billing', 'vat'], 'Invalid number')]);
    expect(serverErrors(error, fields)).toEqual({ form: 'billing > vat: Invalid number' });
  });

  it.each([
    ['loc: [body]', issue(['body'], 'Body is not valid')],
    ['no loc', issue(undefined, 'Body is not valid')],
    ['loc: []', issue([], 'Body is not valid')],
  ])("words an issue without a field path (%s) as 'Unknown field: message' on the form", (_, item) => {
    expect(serverErrors(new ValidationError([item]), fields)).toEqual({
      form: 'Unknown field: Body is not valid',
    });
  });

  it.each([
    ['a string', 'Bad request'],
    ['an object', { reason: 'x' }],
    ['nothing', undefined],
    ['an empty list', []],
  ])("says 'An unknown error occurred.' when the detail is %s", (_, detail) => {
    expect(serverErrors(new ValidationError(detail), fields)).toEqual({ form: 'An unknown error occurred.' });
  });

  it('shows every issue of a mixed 422: fields on fields, the rest together on the form', () => {
    const error = new ValidationError([
      issue(['body', 'first_name'], 'Too long'),
      issue(['body'], 'Two fields disagree'),
      issue(['query', 'page'], 'Not a number'),
    ]);
    expect(serverErrors(error, fields)).toEqual({
      first_name: 'Too long',
      form: 'Unknown field: Two fields disagree\npage: Not a number',
    });
  });
});

describe('submitErrors: any failed submit says something and keeps the values', () => {
  it('shows the message of a network failure or a server error on the form', () => {
    expect(submitErrors(new NetworkError(), fields)).toEqual({
      form: 'Something went wrong. Please refresh the page or try again.',
    });
    expect(submitErrors(new ApiError('An error occurred', { status: 500 }), fields)).toEqual({
      form: 'An error occurred',
    });
  });

  it('gives a refused write (403, 404) a message with a way on', () => {
    for (const error of [
      new ForbiddenError('Not allowed', { status: 403 }),
      new NotFoundError('Gone', { status: 404 }),
    ]) {
      const found = submitErrors(error, fields);
      expect(isValidElement(found.form)).toBe(true);
    }
  });

  it('leaves a 429 to the countdown of the form', () => {
    const error = new TooManyRequestsError('Too many', { status: 429, retryAfterSeconds: 30 });
    expect(submitErrors(error, fields)).toEqual({});
  });
});

describe('form messages', () => {
  it('says where to go on after a refused write', () => {
    const forbidden = new ForbiddenError('Not allowed', { status: 403 });
    const gone = new NotFoundError('Gone', { status: 404 });
    expect(goOnTarget(forbidden, '/users/4')).toEqual({ to: '/dashboard', label: 'Go to the dashboard' });
    expect(goOnTarget(gone, '/roles/7/edit')).toEqual({ to: '/roles', label: 'Back to the list' });
    expect(goOnTarget(gone, '/organization')).toEqual({ to: '/dashboard', label: 'Go to the dashboard' });
  });

  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [65, '1 minute 5 seconds'],
    [121, '2 minutes 1 second'],
  ])('writes a wait of %i s as %s', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
    expect(tooManyAttemptsMessage(seconds)).toBe(`Too many attempts. Wait ${words}, then try again.`);
  });
});
