// The rule of a person's name field (first or last name), shared by every form that edits one.
import * as v from 'valibot';

export const nameField = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${label}.`),
    v.maxLength(100, 'Use at most 100 characters.'),
  );

/** The rule of a catalogue code (a service type's, a location's): unique, URL-safe, lower case. */
export const codeField = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the code.'),
    v.regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes only.'),
  );

/** The rule of an e-mail field. */
export const emailField = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter an e-mail address.'),
    v.email('Enter an e-mail address like name@example.com.'),
  );
