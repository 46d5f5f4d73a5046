// The person's language kept on the server (docs/decisions/0049-languages.md), read when they sign in, so it
// follows them to another device (keep-language.ts writes it). Loaded on demand: the sign-in page's first load
// carries none of it.
import { api, staffApi } from '~/lib/api/api';

import type { Audience } from './keep-language';
import { showIn } from './language';

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
