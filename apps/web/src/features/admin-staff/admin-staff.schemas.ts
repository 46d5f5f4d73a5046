import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const STAFF_SORT_FIELDS = ['full_name', 'email', 'created_at'] as const;
export const STAFF_PAGE_SIZE = 25;
export const staffSearchSchema = listSearchSchema(STAFF_SORT_FIELDS, 'full_name');
export type StaffSearch = v.InferOutput<typeof staffSearchSchema>;

const name = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${label}.`),
    v.maxLength(100, 'Use at most 100 characters.'),
  );

/** The contract's StaffUpdate. */
export const staffMemberSchema = v.object({
  first_name: name('first name'),
  last_name: name('last name'),
  role_id: v.pipe(v.number(), v.minValue(1, 'Choose a role.')),
});
export type StaffMemberValues = v.InferOutput<typeof staffMemberSchema>;
