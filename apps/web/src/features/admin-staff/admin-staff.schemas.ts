import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { nameField } from '~/lib/forms/name-field';

import { adminStaffMessages } from './admin-staff.messages';

/** The contract's StaffUpdate. */
export const staffMemberSchema = v.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  role_id: v.pipe(
    v.number(),
    v.minValue(1, () => translate(adminStaffMessages, 'chooseRole')),
  ),
});
export type StaffMemberValues = v.InferOutput<typeof staffMemberSchema>;
