import type { PasswordPolicy } from '../db/types.ts';
import { invalidField } from '../http/errors.ts';

/** The policy a fresh mock starts with; staff change it in the platform settings (`db.settings`). */
export const PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  min_length: 10,
  require_uppercase: true,
  require_lowercase: true,
  require_digit: true,
  require_symbol: true,
};

/** The first rule a password breaks, in words, or null when it meets the policy. */
function passwordProblem(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string | null {
  if (password.length < policy.min_length)
    return `Password must be at least ${policy.min_length} characters long`;
  if (policy.require_uppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (policy.require_lowercase && !/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (policy.require_digit && !/[0-9]/.test(password)) return 'Password must contain a digit';
  if (policy.require_symbol && !/[^A-Za-z0-9]/.test(password)) return 'Password must contain a symbol';
  return null;
}

/** Throws a 422 at `body.<field>` when the password breaks the policy (the settings' one when given). */
export function assertPasswordPolicy(password: string, field: string, policy?: PasswordPolicy): void {
  const problem = passwordProblem(password, policy);
  if (problem) throw invalidField([field], problem, 'password_policy');
}
