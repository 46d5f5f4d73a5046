import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

type Policy = Schemas['PasswordPolicy'];

const name = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter your ${label}.`),
    v.maxLength(100, `Keep the ${label} under 100 characters.`),
  );

export const profileSchema = v.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your e-mail address.'),
    v.email('Enter a valid e-mail address.'),
  ),
});
export type ProfileValues = v.InferOutput<typeof profileSchema>;

export const twoFactorCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  ),
});

/** One rule of the password policy, as the checklist shows it and the form checks it. */
export interface PasswordRule {
  label: string;
  test: (password: string) => boolean;
}

/**
 * The rules of the server's password policy (fetched from the server, docs/product-rules.md). Letters and
 * digits of every script count, and the length is in characters, not UTF-16 units.
 */
export function policyRules(policy: Policy): PasswordRule[] {
  const rules: PasswordRule[] = [
    { label: `At least ${policy.min_length} characters`, test: (p) => [...p].length >= policy.min_length },
  ];
  if (policy.require_uppercase) rules.push({ label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) });
  if (policy.require_lowercase) rules.push({ label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) });
  if (policy.require_digit) rules.push({ label: 'A digit', test: (p) => /\p{Nd}/u.test(p) });
  if (policy.require_symbol) rules.push({ label: 'A symbol', test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) });
  return rules;
}

/** A valibot rule for a new password; until the policy has loaded only emptiness is checked. */
export function passwordSchemaFor(policy: Policy | undefined) {
  const rules = policy ? policyRules(policy) : [];
  return v.pipe(
    v.string(),
    v.nonEmpty('Enter a new password.'),
    v.check(
      (p) => rules.every((r) => r.test(p)),
      () => `The password must have: ${rules.map((r) => r.label.toLowerCase()).join(', ')}.`,
    ),
  );
}

/** A new password typed twice (`password`, `confirm`), the first checked against the policy. */
export function passwordPairSchemaFor(policy: Policy | undefined) {
  return v.pipe(
    v.object({ password: passwordSchemaFor(policy), confirm: v.string() }),
    v.forward(
      v.check((input) => input.password === input.confirm, 'The two passwords are not the same.'),
      ['confirm'],
    ),
  );
}

/** Changing one's own password: the current one, and the new one typed twice. */
export function changePasswordSchemaFor(policy: Policy | undefined) {
  return v.pipe(
    v.object({
      current_password: v.pipe(v.string(), v.nonEmpty('Enter your current password.')),
      new_password: passwordSchemaFor(policy),
      confirm: v.string(),
    }),
    v.forward(
      v.check((i) => i.new_password === i.confirm, 'The two new passwords are not the same.'),
      ['confirm'],
    ),
  );
}
