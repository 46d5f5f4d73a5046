import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { parsePriceInput } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { checkedNumber, priceExamples, priceField } from '~/components/form';
import { valuesOf } from '~/lib/forms/labelled-options';
import { codeField, nameField } from '~/lib/forms/name-field';

import { adminServiceTypesMessages } from './admin-service-types.messages';

export type ServiceCategory = Schemas['ServiceTypeWrite']['category'];

/** Each kind's name, by its key in the catalog. */
export const categoryKeys = {
  alias: 'categoryAlias',
  virtual_desktop: 'categoryVirtualDesktop',
  virtual_phone: 'categoryVirtualPhone',
  sms_number: 'categorySmsNumber',
  file_sharing: 'categoryFileSharing',
  resource_pool: 'categoryResourcePool',
} as const satisfies Record<ServiceCategory, keyof typeof adminServiceTypesMessages.source>;

/** The price field's message, its examples written in the tab's language. */
const priceMessage = () => translate(adminServiceTypesMessages, 'priceInvalid', priceExamples());

/**
 * The form's values: the contract's ServiceTypeWrite, with the price as typed (dollars and cents) under the
 * contract's field name, so a 422 on `monthly_price_cents` lands on it.
 */
export const serviceTypeFormSchema = v.object({
  name: nameField('name'),
  code: codeField(),
  category: v.picklist(valuesOf(categoryKeys), () => translate(adminServiceTypesMessages, 'pickCategory')),
  description: v.pipe(v.string(), v.trim()),
  monthly_price_cents: priceField(priceMessage),
  active: v.boolean(),
});
export type ServiceTypeFormValues = v.InferOutput<typeof serviceTypeFormSchema>;

/** The body the API takes, the price read in the tab's language as the form's rule read it. */
export function serviceTypeBody(values: ServiceTypeFormValues): Schemas['ServiceTypeWrite'] {
  return {
    ...values,
    monthly_price_cents: checkedNumber(parsePriceInput(values.monthly_price_cents), priceMessage),
  };
}
