// Adding a number to the pool: the form's rules and the body it sends. Apart from the URL schemas, which load
// with the route tree before the first screen: the phone mask comes from the kit (decision 0010).
import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { phoneInputValue } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { adminSmsPoolMessages } from './admin-sms-pool.messages';

/** Adding a number: typed through the phone mask, sent as +1 and ten digits. */
export const smsNumberFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.check(
      (typed) => phoneInputValue(typed) !== null,
      () => translate(adminSmsPoolMessages, 'numberInvalid'),
    ),
  ),
  provider: v.picklist(['twilio', 'bandwidth', 'vonage'], () =>
    translate(adminSmsPoolMessages, 'pickProvider'),
  ),
});
export type SmsNumberFormValues = v.InferOutput<typeof smsNumberFormSchema>;

export const smsNumberBody = (values: SmsNumberFormValues): Schemas['InfraSmsNumberWrite'] => ({
  number: phoneInputValue(values.number) ?? values.number,
  provider: values.provider,
});
