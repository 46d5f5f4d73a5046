import { ApiError } from '@console/sdk';

/** Sign-in messages by status: the form keeps the e-mail whatever happens (a 429 counts down in the form). */
export function describeLoginError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Signing in failed. Please try again.';
  if (error.status === 401) return 'The e-mail or password is not right. Check them and try again.';
  if (error.status === 403)
    return typeof error.detail === 'string' ? error.detail : 'This account is inactive.';
  if (error.status === 423) return 'This account is locked. Ask an account owner to unlock it.';
  return error.message;
}
