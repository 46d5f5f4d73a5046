import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { parseNumberInput } from '@console/ui';

import { wholeNumberField } from '~/components/form';
import { codeField, nameField } from '~/lib/forms/name-field';

export type PoolKind = Schemas['ResourcePoolWrite']['kind'];
export type PoolStatus = Schemas['ResourcePoolWrite']['status'];

export const poolKindLabels: Record<PoolKind, string> = { desktop: 'Desktops', phone: 'Phones', sms: 'SMS' };
export const poolStatusLabels: Record<PoolStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  retired: 'Retired',
};

/** The pool form: the contract's ResourcePoolWrite, the capacity as typed (grouped or not, at least 1). */
export const poolFormSchema = v.object({
  name: nameField('name'),
  kind: v.picklist(['desktop', 'phone', 'sms'], 'Pick a kind.'),
  location_id: v.pipe(v.number('Pick a location.'), v.minValue(1, 'Pick a location.')),
  capacity: wholeNumberField('Enter a whole number of units, at least 1.', { min: 1 }),
  status: v.picklist(['active', 'maintenance', 'retired']),
});
export type PoolFormValues = v.InferOutput<typeof poolFormSchema>;

export const poolBody = (values: PoolFormValues): Schemas['ResourcePoolWrite'] => ({
  ...values,
  capacity: parseNumberInput(values.capacity) ?? 0,
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
