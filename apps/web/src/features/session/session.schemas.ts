import * as v from 'valibot';

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your e-mail address.'),
  v.email('Enter a valid e-mail address, like name@example.com.'),
);

export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty('Enter your password.')),
});

export const secondStepSchema = v.object({
  method: v.picklist(['code', 'recovery_code']),
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the code.')),
  trust_device: v.boolean(),
});

export const forgotPasswordSchema = v.object({ email });
