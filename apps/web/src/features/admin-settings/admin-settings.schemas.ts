import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

export type Settings = Schemas['Settings'];

const MB = 1024 ** 2;
const GB = 1024 ** 3;

/** A whole number typed in a box, at least `min`. */
const wholeNumber = (min: number, what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `Enter ${what} as a whole number.`),
    v.check((s) => Number(s) >= min, `Enter at least ${min}.`),
  );

/**
 * The settings form: numbers as typed (strings), sizes in MB and GB instead of bytes. The rules across
 * fields (token lifetimes, upload against quota, the default role) are the server's, answered as 422s on
 * their fields.
 */
export const settingsFormSchema = v.pipe(
  v.object({
    maintenance_mode: v.boolean(),
    maintenance_message: v.pipe(v.string(), v.maxLength(500, 'Use at most 500 characters.')),
    support_email: v.pipe(
      v.string(),
      v.trim(),
      v.email('Enter an e-mail address, e.g. support@example.com.'),
    ),
    access_token_ttl_seconds: wholeNumber(60, 'the lifetime in seconds'),
    refresh_token_ttl_days: wholeNumber(1, 'the lifetime in days'),
    session_idle_timeout_minutes: wholeNumber(1, 'the timeout in minutes'),
    max_upload_bytes: wholeNumber(1, 'the size in MB'),
    file_sharing_quota_bytes: wholeNumber(0, 'the quota in GB'),
    default_predefined_role_id: v.nullable(v.number()),
    password_policy: v.object({
      min_length: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d+$/, 'Enter the minimum length as a whole number.'),
        v.check((s) => Number(s) >= 8 && Number(s) <= 128, 'The minimum length must be between 8 and 128.'),
      ),
      require_uppercase: v.boolean(),
      require_lowercase: v.boolean(),
      require_digit: v.boolean(),
      require_symbol: v.boolean(),
    }),
  }),
  v.forward(
    v.check(
      (s) => !s.maintenance_mode || s.maintenance_message.trim() !== '',
      'Write the message users see while maintenance is on.',
    ),
    ['maintenance_message'],
  ),
);
export type SettingsValues = v.InferOutput<typeof settingsFormSchema>;

export function settingsFormValues(s: Settings): SettingsValues {
  return {
    ...s,
    access_token_ttl_seconds: String(s.access_token_ttl_seconds),
    refresh_token_ttl_days: String(s.refresh_token_ttl_days),
    session_idle_timeout_minutes: String(s.session_idle_timeout_minutes),
    max_upload_bytes: String(Math.round(s.max_upload_bytes / MB)),
    file_sharing_quota_bytes: String(Math.round(s.file_sharing_quota_bytes / GB)),
    password_policy: { ...s.password_policy, min_length: String(s.password_policy.min_length) },
  };
}

export function settingsBody(f: SettingsValues): Settings {
  return {
    ...f,
    maintenance_message: f.maintenance_message.trim(),
    access_token_ttl_seconds: Number(f.access_token_ttl_seconds),
    refresh_token_ttl_days: Number(f.refresh_token_ttl_days),
    session_idle_timeout_minutes: Number(f.session_idle_timeout_minutes),
    max_upload_bytes: Number(f.max_upload_bytes) * MB,
    file_sharing_quota_bytes: Number(f.file_sharing_quota_bytes) * GB,
    password_policy: { ...f.password_policy, min_length: Number(f.password_policy.min_length) },
  };
}
