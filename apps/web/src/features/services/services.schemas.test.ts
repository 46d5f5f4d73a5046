import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { aliasSchema, generalEntitySchema, phoneSchema, toE164 } from './services.schemas';

describe('toE164', () => {
  it.each([
    ['(415) 555-0123', '+14155550123'],
    ['415 555 0123', '+14155550123'],
    ['+1 415-555-0123', '+14155550123'],
    ['14155550123', '+14155550123'],
  ])('reads %s as %s', (typed, e164) => expect(toE164(typed)).toBe(e164));

  it.each(['415 555', '+44 20 7946 0958', '(015) 555-0123', ''])('refuses %s', (typed) =>
    expect(toE164(typed)).toBeNull(),
  );
});

const issuesOf = (schema: v.GenericSchema, value: unknown) =>
  Object.fromEntries(
    (v.safeParse(schema, value).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
  );

describe('form rules', () => {
  it('alias names are the contract pattern', () => {
    const alias = { name: 'sales-east', email: 'a@b.test', status: 'active', primary_user_id: null };
    expect(issuesOf(aliasSchema, alias)).toEqual({});
    expect(issuesOf(aliasSchema, { ...alias, name: 'Sales East' }).name).toMatch(/lower-case/);
    expect(issuesOf(aliasSchema, { ...alias, name: '-sales' }).name).toMatch(/starting with/);
  });

  it('a phone needs a 3-digit area code not starting with 0 or 1; forwarding is optional', () => {
    const phone = { label: 'Desk', area_code: '617', forwarding_number: '', voicemail_enabled: true };
    expect(issuesOf(phoneSchema, phone)).toEqual({});
    expect(Object.keys(issuesOf(phoneSchema, { ...phone, area_code: '117' }))).toEqual(['area_code']);
    expect(Object.keys(issuesOf(phoneSchema, { ...phone, forwarding_number: '555-0123' }))).toEqual([
      'forwarding_number',
    ]);
  });

  it('the persona upper-cases the country and refuses a birth date in the future', () => {
    const entity = {
      first_name: 'Dana',
      last_name: 'Sales',
      date_of_birth: '1990-04-12',
      gender: 'female',
      occupation: '',
      company: '',
      address_line1: '',
      city: '',
      region: '',
      postal_code: '',
      country: 'us',
      bio: '',
    };
    expect(v.parse(generalEntitySchema, entity).country).toBe('US');
    expect(Object.keys(issuesOf(generalEntitySchema, { ...entity, date_of_birth: '2999-01-01' }))).toEqual([
      'date_of_birth',
    ]);
  });
});
