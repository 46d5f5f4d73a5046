import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { sessionMessages } from './session.messages';

const say = (key: keyof typeof sessionMessages.source) => () => translate(sessionMessages, key);

const email = v.pipe(v.string(), v.trim(), v.nonEmpty(say('emailEmpty')), v.email(say('emailBad')));

export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty(say('pwEmpty'))),
});

export const secondStepSchema = v.object({
  method: v.picklist(['code', 'recovery_code']),
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(say('codeEmpty'))),
  trust_device: v.boolean(),
});

export const forgotPasswordSchema = v.object({ email });
