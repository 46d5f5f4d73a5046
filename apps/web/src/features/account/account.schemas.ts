import * as v from 'valibot';

const name = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter your ${label}.`),
    v.maxLength(100, `Keep the ${label} under 100 characters.`),
  );

export const profileSchema = v.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your e-mail address.'),
    v.email('Enter a valid e-mail address.'),
  ),
});

export const twoFactorCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  ),
});
