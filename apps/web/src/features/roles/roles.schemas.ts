import * as v from 'valibot';

/** The contract's RoleWrite rules, with messages a person can act on. */
export const roleSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a name for the role.'),
    v.maxLength(100, 'Use at most 100 characters.'),
  ),
  description: v.pipe(v.string(), v.trim(), v.maxLength(500, 'Use at most 500 characters.')),
  privileges: v.array(v.string()),
});
export type RoleValues = v.InferOutput<typeof roleSchema>;
