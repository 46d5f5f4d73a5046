import * as v from 'valibot';
import { nameField } from '~/lib/name-field';
import { listSearchSchema } from '~/lib/list-search';

export const STAFF_SORT_FIELDS = ['full_name', 'email', 'created_at'] as const;
export const STAFF_PAGE_SIZE = 25;
export const staffSearchSchema = listSearchSchema(STAFF_SORT_FIELDS, 'full_name');
export type StaffSearch = v.InferOutput<typeof staffSearchSchema>;

/** The contract's StaffUpdate. */
export const staffMemberSchema = v.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  role_id: v.pipe(v.number(), v.minValue(1, 'Choose a role.')),
});
export type StaffMemberValues = v.InferOutput<typeof staffMemberSchema>;
