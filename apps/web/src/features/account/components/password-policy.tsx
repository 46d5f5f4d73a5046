import type { Schemas } from '@console/sdk';
import * as v from 'valibot';

type Policy = Schemas['PasswordPolicy'];

interface Rule {
  label: string;
  test: (password: string) => boolean;
}

/** The rules of the server's password policy, fetched from the server (docs/product-rules.md#formats-and-masks). */
export function policyRules(policy: Policy): Rule[] {
  const rules: Rule[] = [
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

/** The live checklist under a new-password field. */
export function PasswordPolicyChecklist({
  policy,
  password,
}: {
  policy: Policy | undefined;
  password: string;
}) {
  if (!policy) return null;
  return (
    <ul aria-label="Password requirements" className="space-y-1 text-sm">
      {policyRules(policy).map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} className={met ? 'text-success' : 'text-fg-muted'}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
