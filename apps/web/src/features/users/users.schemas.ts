import * as v from 'valibot';
import { nameField } from '~/lib/name-field';
import { listSearchSchema } from '~/lib/list-search';

export const USER_SORT_FIELDS = ['full_name', 'email', 'status', 'last_seen', 'created_at'] as const;
/** One page of the users list (the API allows up to 100). */
export const USERS_PAGE_SIZE = 25;
export const usersSearchSchema = listSearchSchema(USER_SORT_FIELDS, 'full_name');
export type UsersSearch = v.InferOutput<typeof usersSearchSchema>;

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
