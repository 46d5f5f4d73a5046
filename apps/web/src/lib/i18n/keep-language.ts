// The person's language kept on the server (docs/decisions/0049-languages.md), written when they choose one
// (language.ts loads this when a signed-in person chooses; preferences.ts reads it at sign-in).
import type { Language } from '@console/ui/i18n';

import { api, staffApi } from '~/lib/api/api';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

/** Whose account keeps a choice: a console user's or a staff member's. */
export type Audience = 'user' | 'staff';

/**
 * Keeps `language` as the person's choice on the server (the tab already shows it). In a staff member's sign-in
 * as a user it keeps nothing: the user's own choice is theirs (docs/product-rules.md#languages).
 */
export async function keepLanguage(audience: Audience, language: Language | null): Promise<void> {
  if (audience === 'staff') await staffApi.PUT('/admin/staff/me/preferences', { body: { language } });
  else if (!currentStaffSignIn()) await api.PUT('/user/me/preferences', { body: { language } });
}
