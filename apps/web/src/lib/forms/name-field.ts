// The rule of a person's name field (first or last name), shared by every form that edits one. The messages are
// read when a value is checked, so they are in the tab's language at that moment (fields.messages.ts).
import * as v from 'valibot';

import { translate } from '@console/ui/i18n';

import { fieldsMessages } from './fields.messages';

type Key = keyof typeof fieldsMessages.source;
/** A rule's message, looked up when the rule fails. */
const say = (key: Key, values?: Record<string, number>) => () => translate(fieldsMessages, key, values);

const REQUIRED = { name: 'enterName', 'first name': 'enterFirstName', 'last name': 'enterLastName' } as const;
const MAX_NAME = 100;

/** `label` names the field in its "Enter the …" message. */
export const nameField = (label: keyof typeof REQUIRED) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(REQUIRED[label])),
    v.maxLength(MAX_NAME, say('tooLong', { max: MAX_NAME })),
  );

/** The rule of a catalogue code (a service type's, a location's): unique, URL-safe, lower case. */
export const codeField = () =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say('enterCode')), v.regex(/^[a-z0-9-]+$/, say('codeCharacters')));

/** The rule of an e-mail field. */
export const emailField = () =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say('enterEmail')), v.email(say('emailFormat')));
