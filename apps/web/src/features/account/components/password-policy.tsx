import type { Schemas } from '@console/sdk';
import { useMessages } from '@console/ui/i18n';

import { accountMessages } from '../account.messages';
import { policyRules } from '../account.schemas';

/** The live checklist under a new-password field. */
export function PasswordPolicyChecklist({
  policy,
  password,
}: {
  policy: Schemas['PasswordPolicy'] | undefined;
  password: string;
}) {
  const t = useMessages(accountMessages);
  if (!policy) return null;
  return (
    <ul aria-label={t('requirements')} className="space-y-1 text-sm">
      {policyRules(policy).map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} className={met ? 'text-success' : 'text-fg-muted'}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="sr-only">{t(met ? 'met' : 'notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
