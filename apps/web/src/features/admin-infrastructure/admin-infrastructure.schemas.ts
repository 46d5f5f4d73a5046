import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { codeField, nameField } from '~/lib/name-field';

export type PoolKind = Schemas['ResourcePoolWrite']['kind'];
export type PoolStatus = Schemas['ResourcePoolWrite']['status'];

export const poolKindLabels: Record<PoolKind, string> = { desktop: 'Desktops', phone: 'Phones', sms: 'SMS' };
export const poolStatusLabels: Record<PoolStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  retired: 'Retired',
};

/** The pool form: the contract's ResourcePoolWrite, the capacity as typed. */
export const poolFormSchema = v.object({
  name: nameField('name'),
  kind: v.picklist(['desktop', 'phone', 'sms'], 'Pick a kind.'),
  location_id: v.pipe(v.number('Pick a location.'), v.minValue(1, 'Pick a location.')),
  capacity: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}$/, 'Enter a whole number of units.')),
  status: v.picklist(['active', 'maintenance', 'retired']),
});
export type PoolFormValues = v.InferOutput<typeof poolFormSchema>;

export const poolBody = (values: PoolFormValues): Schemas['ResourcePoolWrite'] => ({
  ...values,
  capacity: Number(values.capacity),
});

/** The location form: the contract's LocationWrite. */
export const locationFormSchema = v.object({
  name: nameField('name'),
  code: codeField(),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the city.')),
  country: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'Enter the two-letter country code.'),
  ),
  timezone: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the time zone, e.g. America/New_York.')),
  active: v.boolean(),
});
export type LocationFormValues = v.InferOutput<typeof locationFormSchema>;
