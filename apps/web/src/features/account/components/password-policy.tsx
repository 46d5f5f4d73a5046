import type { Schemas } from '@console/sdk';

import { policyRules } from '../account.schemas';

/** The live checklist under a new-password field. */
export function PasswordPolicyChecklist({
  policy,
  password,
}: {
  policy: Schemas['PasswordPolicy'] | undefined;
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
