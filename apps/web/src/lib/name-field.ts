// The rule of a person's name field (first or last name), shared by every form that edits one.
import * as v from 'valibot';

export const nameField = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${label}.`),
    v.maxLength(100, 'Use at most 100 characters.'),
  );
