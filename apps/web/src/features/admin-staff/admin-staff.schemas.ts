import * as v from 'valibot';

import { nameField } from '~/lib/forms/name-field';

/** The contract's StaffUpdate. */
export const staffMemberSchema = v.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  role_id: v.pipe(v.number(), v.minValue(1, 'Choose a role.')),
});
export type StaffMemberValues = v.InferOutput<typeof staffMemberSchema>;
