import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { parseNumberInput } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { checkedNumber, wholeNumberField } from '~/components/form';
import { codeField, nameField } from '~/lib/forms/name-field';

import { adminInfrastructureMessages } from './admin-infrastructure.messages';

export type PoolKind = Schemas['ResourcePoolWrite']['kind'];
export type PoolStatus = Schemas['ResourcePoolWrite']['status'];

type Key = keyof typeof adminInfrastructureMessages.source;
const message = (key: Key) => () => translate(adminInfrastructureMessages, key);

/** A pool kind's label, as a catalog key (translated where shown). */
export const poolKindLabels: Record<PoolKind, Key> = {
  desktop: 'kindDesktop',
  phone: 'kindPhone',
  sms: 'kindSms',
};
/** A pool status's label, as a catalog key. */
export const poolStatusLabels: Record<PoolStatus, Key> = {
  active: 'active',
  maintenance: 'statusMaintenance',
  retired: 'statusRetired',
};

/** The pool form: the contract's ResourcePoolWrite, the capacity as typed (grouped or not, at least 1). */
export const poolFormSchema = v.object({
  name: nameField('name'),
  kind: v.picklist(['desktop', 'phone', 'sms'], message('pickKind')),
  location_id: v.pipe(v.number(message('pickLocation')), v.minValue(1, message('pickLocation'))),
  capacity: wholeNumberField(message('capacityInvalid'), { min: 1 }),
  status: v.picklist(['active', 'maintenance', 'retired']),
});
export type PoolFormValues = v.InferOutput<typeof poolFormSchema>;

export const poolBody = (values: PoolFormValues): Schemas['ResourcePoolWrite'] => ({
  ...values,
  capacity: checkedNumber(parseNumberInput(values.capacity), message('capacityInvalid')),
});

/** The location form: the contract's LocationWrite. */
export const locationFormSchema = v.object({
  name: nameField('name'),
  code: codeField(),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty(message('enterCity'))),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, message('enterCountryCode'))),
  timezone: v.pipe(v.string(), v.trim(), v.nonEmpty(message('enterTimeZone'))),
  active: v.boolean(),
});
export type LocationFormValues = v.InferOutput<typeof locationFormSchema>;
