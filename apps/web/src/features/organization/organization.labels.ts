// Apart from the form's fields, so a screen that only names them (a delete dialog listing what changed) does not
// load the form's controls.
import { translate, useMessages } from '@console/ui/i18n';

import { organizationMessages } from './organization.messages';
import type { OrganizationValues } from './organization.schemas';

/** Each field's label (a key of the organisation's catalog). */
const FIELD_KEYS = {
  name: 'fieldName',
  email: 'fieldEmail',
  phone: 'fieldPhone',
  website: 'fieldWebsite',
  address_line1: 'fieldAddress1',
  address_line2: 'fieldAddress2',
  postal_code: 'fieldPostalCode',
  city: 'fieldCity',
  region: 'fieldRegion',
  country: 'fieldCountry',
  timezone: 'fieldTimezone',
} as const satisfies Record<keyof OrganizationValues, keyof typeof organizationMessages.source>;

/**
 * Each field's label, in the form and where a conflict or a delete names the field, in the tab's language when
 * it is read: read it while rendering, after `useOrganizationFieldLabels` (or another `useMessages` of the
 * catalog) has loaded the language.
 */
export const ORGANIZATION_FIELD_LABELS = {} as Record<keyof OrganizationValues, string>;
for (const [field, key] of Object.entries(FIELD_KEYS))
  Object.defineProperty(ORGANIZATION_FIELD_LABELS, field, {
    enumerable: true,
    get: () => translate(organizationMessages, key),
  });

/** The fields' labels in the tab's language; the component renders again when it changes. */
export function useOrganizationFieldLabels(): Record<keyof OrganizationValues, string> {
  const t = useMessages(organizationMessages);
  return Object.fromEntries(Object.entries(FIELD_KEYS).map(([field, key]) => [field, t(key)])) as Record<
    keyof OrganizationValues,
    string
  >;
}
