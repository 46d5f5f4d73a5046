import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { usersMessages } from './users.messages';

/** A valibot message: the text in the tab's language when it is shown. */
const say = (key: keyof typeof usersMessages.source) => () => translate(usersMessages, key);
const nameField = (empty: 'firstNameEmpty' | 'lastNameEmpty') =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(empty)), v.maxLength(100, say('nameLong')));

/** The contract's UserUpdate rules, with messages a person can act on. */
export const userSchema = v.object({
  first_name: nameField('firstNameEmpty'),
  last_name: nameField('lastNameEmpty'),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(say('emailEmpty')), v.email(say('emailInvalid'))),
  status: v.boolean(),
  role_ids: v.array(v.number()),
});
export type UserValues = v.InferOutput<typeof userSchema>;
/** A new user's values: a first password, or '' for an e-mail inviting them to choose their own. */
export type NewUserValues = UserValues & { password: string };
