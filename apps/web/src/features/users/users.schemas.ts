import * as v from 'valibot';

import { nameField } from '~/lib/forms/name-field';

/** The contract's UserUpdate rules, with messages a person can act on. */
export const userSchema = v.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter an e-mail address.'),
    v.email('Enter an e-mail address like name@example.com.'),
  ),
  status: v.boolean(),
  role_ids: v.array(v.number()),
});
export type UserValues = v.InferOutput<typeof userSchema>;
/** A new user's values: a first password, or '' for an e-mail inviting them to choose their own. */
export type NewUserValues = UserValues & { password: string };
