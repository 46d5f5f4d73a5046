import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import type { Schemas } from '@console/sdk';

import {
  changePasswordSchemaFor,
  passwordPairSchemaFor,
  passwordSchemaFor,
  policyRules,
} from './account.schemas';

const strict: Schemas['PasswordPolicy'] = {
  min_length: 10,
  require_uppercase: true,
  require_lowercase: true,
  require_digit: true,
  require_symbol: true,
};
const lenient: Schemas['PasswordPolicy'] = {
  min_length: 4,
  require_uppercase: false,
  require_lowercase: false,
  require_digit: false,
  require_symbol: false,
};

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('policyRules', () => {
  it('lists only the rules the policy asks for', () => {
    expect(policyRules(lenient).map((r) => r.label)).toEqual(['At least 4 characters']);
    expect(policyRules(strict).map((r) => r.label)).toEqual([
      'At least 10 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A digit',
      'A symbol',
    ]);
  });

  it('counts characters, not UTF-16 units, and knows letters and digits of other scripts', () => {
    const [length, upper, lower, digit, symbol] = policyRules(strict);
    expect(length?.test('😀😀😀😀😀😀😀😀😀')).toBe(false);
    expect(length?.test('😀😀😀😀😀😀😀😀😀😀')).toBe(true);
    expect(upper?.test('école')).toBe(false);
    expect(upper?.test('École')).toBe(true);
    expect(lower?.test('ÉCOLE')).toBe(false);
    expect(digit?.test('٣')).toBe(true);
    expect(symbol?.test('abc def')).toBe(false);
    expect(symbol?.test('abc-def')).toBe(true);
  });
});

describe('passwordSchemaFor', () => {
  it('checks only emptiness until the policy has loaded', () => {
    expect(issues(passwordSchemaFor(undefined), 'a')).toEqual([]);
    expect(issues(passwordSchemaFor(undefined), '')).toEqual(['Enter a new password.']);
  });

  it('says every rule of the policy when one is not met', () => {
    expect(issues(passwordSchemaFor(strict), 'Short1!')).toEqual([
      'The password must have: at least 10 characters, an uppercase letter, a lowercase letter, a digit, a symbol.',
    ]);
    expect(issues(passwordSchemaFor(strict), 'Long enough 1!')).toEqual([]);
  });
});

describe('passwordPairSchemaFor', () => {
  it('puts a mismatch on the repeated field', () => {
    const result = v.safeParse(passwordPairSchemaFor(lenient), { password: 'abcd', confirm: 'abce' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((p) => p.key)).toEqual(['confirm']);
    expect(issues(passwordPairSchemaFor(lenient), { password: 'abcd', confirm: 'abcd' })).toEqual([]);
  });
});

describe('changePasswordSchemaFor', () => {
  it('asks for the current password and the new one twice', () => {
    expect(
      issues(changePasswordSchemaFor(lenient), {
        current_password: '',
        new_password: 'abcd',
        confirm: 'abcd',
      }),
    ).toEqual(['Enter your current password.']);
    expect(
      issues(changePasswordSchemaFor(lenient), {
        current_password: 'x',
        new_password: 'abcd',
        confirm: 'abc',
      }),
    ).toEqual(['The two new passwords are not the same.']);
  });
});
