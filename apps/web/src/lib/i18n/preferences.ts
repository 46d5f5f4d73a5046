// The person's language kept on the server (docs/decisions/0049-languages.md), read when they sign in (so it
// follows them to another device) and written when they choose one. Loaded on demand: the sign-in page's
// first load carries none of it.
import type { Language } from '@console/ui/i18n';

import { api, staffApi } from '~/lib/api/api';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

import { type Audience, showIn } from './language';

/** Shows the console in the language the person chose on any device; a failed read keeps this tab's. */
export async function adoptSavedLanguage(audience: Audience): Promise<void> {
  try {
    const { data } =
      audience === 'user'
        ? await api.GET('/user/me/preferences', { errorHooks: false })
        : await staffApi.GET('/admin/staff/me/preferences', { errorHooks: false });
    // Null: they never chose, and the device's own choice (or the browser's language) stays.
    if (data.language) await showIn(data.language);
  } catch {
    // Offline or refused: the device's language stays, and the next sign-in asks again.
  }
}

/**
 * Keeps `language` as the person's choice on the server (the tab already shows it). In a staff member's sign-in
 * as a user it keeps nothing: the user's own choice is theirs (docs/product-rules.md#languages).
 */
export async function keepLanguage(audience: Audience, language: Language | null): Promise<void> {
  if (audience === 'staff') await staffApi.PUT('/admin/staff/me/preferences', { body: { language } });
  else if (!currentStaffSignIn()) await api.PUT('/user/me/preferences', { body: { language } });
}
