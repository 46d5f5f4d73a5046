import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { adminSettingsMessages } from './admin-settings.messages';

export type Settings = Schemas['Settings'];

const MB = 1024 ** 2;
const GB = 1024 ** 3;

type Key = keyof typeof adminSettingsMessages.source;
const say = (key: Key) => () => translate(adminSettingsMessages, key);

/** A whole number typed in a box, at least `min`. */
const wholeNumber = (min: number, notWhole: Key) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, say(notWhole)),
    v.check(
      (s) => Number(s) >= min,
      () => translate(adminSettingsMessages, 'atLeast', { min }),
    ),
  );

/**
 * The settings form: numbers as typed (strings), sizes in MB and GB instead of bytes. The rules across
 * fields (token lifetimes, upload against quota, the default role) are the server's, answered as 422s on
 * their fields.
 */
export const settingsFormSchema = v.pipe(
  v.object({
    maintenance_mode: v.boolean(),
    maintenance_message: v.pipe(v.string(), v.maxLength(500, say('messageTooLong'))),
    support_email: v.pipe(v.string(), v.trim(), v.email(say('emailInvalid'))),
    access_token_ttl_seconds: wholeNumber(60, 'secondsNotWhole'),
    refresh_token_ttl_days: wholeNumber(1, 'daysNotWhole'),
    session_idle_timeout_minutes: wholeNumber(1, 'minutesNotWhole'),
    max_upload_bytes: wholeNumber(1, 'megabytesNotWhole'),
    file_sharing_quota_bytes: wholeNumber(0, 'gigabytesNotWhole'),
    default_predefined_role_id: v.nullable(v.number()),
    password_policy: v.object({
      min_length: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d+$/, say('minLengthNotWhole')),
        v.check((s) => Number(s) >= 8 && Number(s) <= 128, say('minLengthRange')),
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
      say('maintenanceMessageRequired'),
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
