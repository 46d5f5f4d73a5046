import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { parsePriceInput } from '@console/ui';

import { priceField } from '~/components/form';
import { valuesOf } from '~/lib/forms/labelled-options';
import { codeField, nameField } from '~/lib/forms/name-field';

export type ServiceCategory = Schemas['ServiceTypeWrite']['category'];

export const categoryLabels: Record<ServiceCategory, string> = {
  alias: 'Alias',
  virtual_desktop: 'Virtual desktop',
  virtual_phone: 'Virtual phone',
  sms_number: 'SMS number',
  file_sharing: 'File sharing',
  resource_pool: 'Resource pool',
};

/**
 * The form's values: the contract's ServiceTypeWrite, with the price as typed (dollars and cents) under the
 * contract's field name, so a 422 on `monthly_price_cents` lands on it.
 */
export const serviceTypeFormSchema = v.object({
  name: nameField('name'),
  code: codeField(),
  category: v.picklist(valuesOf(categoryLabels), 'Pick a category.'),
  description: v.pipe(v.string(), v.trim()),
  monthly_price_cents: priceField('Enter the price in dollars, e.g. 49, 49.90 or 1,299.50.'),
  active: v.boolean(),
});
export type ServiceTypeFormValues = v.InferOutput<typeof serviceTypeFormSchema>;

export function serviceTypeBody(values: ServiceTypeFormValues): Schemas['ServiceTypeWrite'] {
  return { ...values, monthly_price_cents: parsePriceInput(values.monthly_price_cents) ?? 0 };
}
