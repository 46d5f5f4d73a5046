import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { rolesMessages } from './roles.messages';

/** A valibot message: the text in the tab's language when it is shown. */
const say = (key: keyof typeof rolesMessages.source) => () => translate(rolesMessages, key);

/** The contract's RoleWrite rules, with messages a person can act on. */
export const roleSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(say('nameEmpty')), v.maxLength(100, say('nameLong'))),
  description: v.pipe(v.string(), v.trim(), v.maxLength(500, say('descriptionLong'))),
  privileges: v.array(v.string()),
});
export type RoleValues = v.InferOutput<typeof roleSchema>;
