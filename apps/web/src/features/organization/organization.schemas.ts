import * as v from 'valibot';

import { phoneInputValue } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { organizationMessages } from './organization.messages';

/** A valibot message: the text in the tab's language when it is shown. */
const say = (key: keyof typeof organizationMessages.source) => () => translate(organizationMessages, key);

const required = (message: () => string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const optional = v.pipe(v.string(), v.trim());

/** The contract's OrganizationUpdate rules; optional fields are '' in the form and null on the wire. */
export const organizationSchema = v.object({
  name: v.pipe(required(say('nameEmpty')), v.maxLength(200, say('nameLong'))),
  email: v.pipe(required(say('emailEmpty')), v.email(say('emailInvalid'))),
  // Any country's number (E.164), typed in the field's mask; the wire gets `+` and digits only.
  phone: v.pipe(
    v.string(),
    v.transform((s) => phoneInputValue(s, { international: true }) ?? s),
    v.regex(/^\+(1[0-9]{10}|[2-9][0-9]{6,14})$/, say('phoneError')),
  ),
  website: v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.url(say('websiteInvalid')))],
    say('websiteInvalid'),
  ),
  address_line1: required(say('addressEmpty')),
  address_line2: optional,
  city: required(say('cityEmpty')),
  region: optional,
  postal_code: optional,
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, say('countryInvalid'))),
  timezone: required(say('timezoneEmpty')),
});
export type OrganizationValues = v.InferOutput<typeof organizationSchema>;
