import * as v from 'valibot';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const optional = v.pipe(v.string(), v.trim());

/** The contract's OrganizationUpdate rules; optional fields are '' in the form and null on the wire. */
export const organizationSchema = v.object({
  name: v.pipe(required('Enter the organisation’s name.'), v.maxLength(200, 'Use at most 200 characters.')),
  email: v.pipe(
    required('Enter a contact e-mail address.'),
    v.email('Enter an e-mail address like name@example.com.'),
  ),
  phone: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s()-]/g, '')),
    v.regex(/^\+1[0-9]{10}$/, 'Enter a number of the form +1 followed by ten digits.'),
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
