// Apart from the form's fields, so a screen that only names them (a delete dialog listing what changed) does not
// load the form's controls.
import type { OrganizationValues } from './organization.schemas';

/** Each field's label, in the form and where a conflict or a delete names the field. */
export const ORGANIZATION_FIELD_LABELS: Record<keyof OrganizationValues, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  website: 'Website',
  address_line1: 'Address',
  address_line2: 'Address, second line',
  postal_code: 'Postal code',
  city: 'City',
  region: 'Region or state',
  country: 'Country code',
  timezone: 'Time zone',
};
