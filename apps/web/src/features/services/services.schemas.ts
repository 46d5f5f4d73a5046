import * as v from 'valibot';

import { ALIAS_STATUSES } from './services.search';

const text = (label: string, max = 100) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${label}.`),
    v.maxLength(max, `Use at most ${max} characters.`),
  );
const optionalText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters.`));
const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter an e-mail address.'),
  v.email('Enter an e-mail address like name@example.com.'),
);
/** Names the contract allows for aliases and desktops: lower-case letters, digits and hyphens. */
const slug = (label: string, max: number) =>
  v.pipe(
    text(label, max),
    v.regex(
      /^[a-z0-9][a-z0-9-]*$/,
      'Use lower-case letters, digits and hyphens, starting with a letter or digit.',
    ),
  );
const areaCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[2-9][0-9]{2}$/, 'Enter a 3-digit area code that does not start with 0 or 1, e.g. 415.'),
);
const choice = (message: string) =>
  v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, message),
  );

export const aliasSchema = v.object({
  name: slug('alias name', 100),
  email,
  status: v.picklist(ALIAS_STATUSES, 'Choose a status.'),
  primary_user_id: v.nullable(v.number()),
});
export type AliasValues = v.InferOutput<typeof aliasSchema>;

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;
export const generalEntitySchema = v.object({
  first_name: text('first name'),
  last_name: text('last name'),
  date_of_birth: v.pipe(
    v.string(),
    v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date like 1990-04-12.'),
    v.check(
      (value) => value === '' || new Date(value) <= new Date(),
      'The date of birth cannot be in the future.',
    ),
  ),
  gender: v.picklist(GENDERS, 'Choose a gender.'),
  occupation: optionalText(100),
  company: optionalText(100),
  address_line1: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postal_code: optionalText(20),
  country: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'Enter a two-letter country code, e.g. US.'),
  ),
  bio: optionalText(2000),
});
export type GeneralEntityValues = v.InferOutput<typeof generalEntitySchema>;

export const SOCIAL_STATUSES = ['active', 'suspended', 'pending'] as const;
export const socialAccountSchema = v.object({
  username: text('username'),
  profile_url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the profile address.'),
    v.url('Enter a full address, starting with https://.'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || v.is(email, value), 'Enter an e-mail address like name@example.com.'),
  ),
  status: v.picklist(SOCIAL_STATUSES, 'Choose a status.'),
  /** Blank keeps the stored password. */
  password: v.pipe(
    v.string(),
    v.check((value) => value === '' || value.length >= 8, 'Use at least 8 characters, or leave it blank.'),
  ),
});
export type SocialAccountValues = v.InferOutput<typeof socialAccountSchema>;

export const desktopSchema = v.object({
  name: slug('desktop name', 63),
  plan_id: choice('Choose a plan.'),
  location_id: choice('Choose a location.'),
  image_id: choice('Choose an image.'),
});

/** A North American number as typed ("(415) 555-0123", "415 555 0123", "+1 415…") → "+14155550123", or null. */
export function toE164(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? `+1${national}` : null;
}

export const phoneSchema = v.object({
  label: text('label'),
  area_code: areaCode,
  forwarding_number: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || toE164(value) !== null, 'Enter a 10-digit North American number.'),
  ),
  voicemail_enabled: v.boolean(),
});

export const smsNumberSchema = v.object({ label: text('label'), area_code: areaCode });

export const shareSchema = v.object({ name: text('share name') });
