import { invalidField } from '../http/errors.ts';

export const PASSWORD_POLICY = {
  min_length: 10,
  require_uppercase: true,
  require_lowercase: true,
  require_digit: true,
  require_symbol: true,
} as const;

/** The first rule a password breaks, in words, or null when it meets the policy. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_POLICY.min_length)
    return `Password must be at least ${PASSWORD_POLICY.min_length} characters long`;
  if (!/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain a digit';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Password must contain a symbol';
  return null;
}

/** Throws a 422 at `body.<field>` when the password breaks the policy. */
export function assertPasswordPolicy(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) throw invalidField([field], problem, 'password_policy');
}
