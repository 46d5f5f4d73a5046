import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { servicesMessages } from './services.messages';
import { ALIAS_STATUSES } from './services.search';

type Key = keyof typeof servicesMessages.source;
/** A message read when the check fails (in the tab's language then), not when this module loads. */
const message = (key: Key, values?: Record<string, string | number>) => () =>
  translate(servicesMessages, key, values);
/** The text fields' names, as the catalog's `enterField` message tells them apart. */
type TextField = 'aliasName' | 'firstName' | 'lastName' | 'username' | 'desktopName' | 'label' | 'shareName';

const text = (field: TextField, max = 100) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message('enterField', { field })),
    v.maxLength(max, message('atMost', { max: String(max) })),
  );
const optionalText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, message('atMost', { max: String(max) })));
const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('enterEmail')),
  v.email(message('invalidEmail')),
);
/** Names the contract allows for aliases and desktops: lower-case letters, digits and hyphens. */
const slug = (field: TextField, max: number) =>
  v.pipe(text(field, max), v.regex(/^[a-z0-9][a-z0-9-]*$/, message('slugRule')));
const areaCode = v.pipe(v.string(), v.trim(), v.regex(/^[2-9][0-9]{2}$/, message('areaCodeRule')));
const choice = (key: Key) =>
  v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, message(key)),
  );

export const aliasSchema = v.object({
  name: slug('aliasName', 100),
  email,
  status: v.picklist(ALIAS_STATUSES, message('chooseStatus')),
  primary_user_id: v.nullable(v.number()),
});
export type AliasValues = v.InferOutput<typeof aliasSchema>;

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;
export const generalEntitySchema = v.object({
  first_name: text('firstName'),
  last_name: text('lastName'),
  date_of_birth: v.pipe(
    v.string(),
    v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), message('dateFormat')),
    v.check((value) => value === '' || new Date(value) <= new Date(), message('dateInFuture')),
  ),
  gender: v.picklist(GENDERS, message('chooseGender')),
  occupation: optionalText(100),
  company: optionalText(100),
  address_line1: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postal_code: optionalText(20),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, message('countryCodeRule'))),
  bio: optionalText(2000),
});
export type GeneralEntityValues = v.InferOutput<typeof generalEntitySchema>;

export const SOCIAL_STATUSES = ['active', 'suspended', 'pending'] as const;
export const socialAccountSchema = v.object({
  username: text('username'),
  profile_url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message('enterProfileAddress')),
    v.url(message('fullAddress')),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || v.is(email, value), message('invalidEmail')),
  ),
  status: v.picklist(SOCIAL_STATUSES, message('chooseStatus')),
  /** Blank keeps the stored password. */
  password: v.pipe(
    v.string(),
    v.check((value) => value === '' || value.length >= 8, message('passwordRule')),
  ),
});
export type SocialAccountValues = v.InferOutput<typeof socialAccountSchema>;

export const desktopSchema = v.object({
  name: slug('desktopName', 63),
  plan_id: choice('choosePlan'),
  location_id: choice('chooseLocation'),
  image_id: choice('chooseImage'),
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
    v.check((value) => value === '' || toE164(value) !== null, message('forwardingRule')),
  ),
  voicemail_enabled: v.boolean(),
});

export const smsNumberSchema = v.object({ label: text('label'), area_code: areaCode });

export const shareSchema = v.object({ name: text('shareName') });
