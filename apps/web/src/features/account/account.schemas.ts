import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { getLocale, translate } from '@console/ui/i18n';

import { accountMessages } from './account.messages';
import { twoFactorMessages } from './two-factor.messages';

type Policy = Schemas['PasswordPolicy'];

type Key = keyof typeof accountMessages.source;
/** A valibot message: the text in the tab's language when it is shown. */
const say = (key: Key) => () => translate(accountMessages, key);

const name = (empty: Key, long: Key) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(empty)), v.maxLength(100, say(long)));

export const profileSchema = v.object({
  first_name: name('firstNameEmpty', 'firstNameLong'),
  last_name: name('lastNameEmpty', 'lastNameLong'),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(say('emailEmpty')), v.email(say('emailInvalid'))),
});
export type ProfileValues = v.InferOutput<typeof profileSchema>;

export const twoFactorCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, () => translate(twoFactorMessages, 'codeFormat')),
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
  const rule = (key: Key, test: PasswordRule['test']) => ({ label: translate(accountMessages, key), test });
  const rules: PasswordRule[] = [
    {
      label: translate(accountMessages, 'ruleLength', { count: policy.min_length }),
      test: (p) => [...p].length >= policy.min_length,
    },
  ];
  if (policy.require_uppercase) rules.push(rule('ruleUpper', (p) => /\p{Lu}/u.test(p)));
  if (policy.require_lowercase) rules.push(rule('ruleLower', (p) => /\p{Ll}/u.test(p)));
  if (policy.require_digit) rules.push(rule('ruleDigit', (p) => /\p{Nd}/u.test(p)));
  if (policy.require_symbol) rules.push(rule('ruleSymbol', (p) => /[^\p{L}\p{Nd}\s]/u.test(p)));
  return rules;
}

/** A valibot rule for a new password; until the policy has loaded only emptiness is checked. */
export function passwordSchemaFor(policy: Policy | undefined) {
  const rules = policy ? policyRules(policy) : [];
  return v.pipe(
    v.string(),
    v.nonEmpty(say('newPasswordEmpty')),
    v.check(
      (p) => rules.every((r) => r.test(p)),
      // Each rule's label starts in lower case inside the sentence ("at least 8 characters, a digit").
      () =>
        translate(accountMessages, 'mustHave', {
          rules: rules
            .map((r) => r.label.charAt(0).toLocaleLowerCase(getLocale()) + r.label.slice(1))
            .join(', '),
        }),
    ),
  );
}

/** A new password typed twice (`password`, `confirm`), the first checked against the policy. */
export function passwordPairSchemaFor(policy: Policy | undefined) {
  return v.pipe(
    v.object({ password: passwordSchemaFor(policy), confirm: v.string() }),
    v.forward(
      v.check((input) => input.password === input.confirm, say('passwordsDiffer')),
      ['confirm'],
    ),
  );
}

/** Changing one's own password: the current one, and the new one typed twice. */
export function changePasswordSchemaFor(policy: Policy | undefined) {
  return v.pipe(
    v.object({
      current_password: v.pipe(v.string(), v.nonEmpty(say('currentPasswordEmpty'))),
      new_password: passwordSchemaFor(policy),
      confirm: v.string(),
    }),
    v.forward(
      v.check((i) => i.new_password === i.confirm, say('newPasswordsDiffer')),
      ['confirm'],
    ),
  );
}
