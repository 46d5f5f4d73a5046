import * as v from 'valibot';

import { phoneInputValue } from '@console/ui';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const optional = v.pipe(v.string(), v.trim());

/** What the phone field says before anything is typed, and its error when the number is not complete. */
export const PHONE_FORMAT_HINT = 'With the country code, e.g. +1 (202) 555-0123 or +45 32 12 34 56.';
const PHONE_FORMAT_ERROR =
  'Enter the whole number with its country code: +1 and ten digits, or + and 7 to 15 digits.';

/** The contract's OrganizationUpdate rules; optional fields are '' in the form and null on the wire. */
export const organizationSchema = v.object({
  name: v.pipe(required('Enter the organization’s name.'), v.maxLength(200, 'Use at most 200 characters.')),
  email: v.pipe(
    required('Enter a contact e-mail address.'),
    v.email('Enter an e-mail address like name@example.com.'),
  ),
  // Any country's number (E.164), typed in the field's mask; the wire gets `+` and digits only.
  phone: v.pipe(
    v.string(),
    v.transform((s) => phoneInputValue(s, { international: true }) ?? s),
    v.regex(/^\+(1[0-9]{10}|[2-9][0-9]{6,14})$/, PHONE_FORMAT_ERROR),
  ),
  website: v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.url('Enter a full address like https://example.com.'))],
    'Enter a full address like https://example.com.',
  ),
  address_line1: required('Enter the street address.'),
  address_line2: optional,
  city: required('Enter the city.'),
  region: optional,
  postal_code: optional,
  country: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'Enter the two-letter country code, e.g. US.'),
  ),
  timezone: required('Choose a time zone.'),
});
export type OrganizationValues = v.InferOutput<typeof organizationSchema>;
