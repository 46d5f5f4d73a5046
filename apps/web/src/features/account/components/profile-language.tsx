import { useId } from 'react';

import { type Language, LANGUAGE_NAMES, LANGUAGES, useMessages } from '@console/ui/i18n';

import { useLanguageChoice } from '~/lib/i18n/language';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

import { accountMessages } from '../account.messages';

/**
 * The person's language on their profile (docs/decisions/0049-languages.md, lib/i18n/language.ts): the tab shows
 * it at once, and it is kept on their account for their other devices; a choice that could not load or not be
 * kept says so under the select. In a staff member's sign-in as the user it changes this tab only
 * (docs/product-rules.md#sign-in-as-a-user): the user's own choice is theirs.
 */
export function ProfileLanguage() {
  const t = useMessages(accountMessages);
  const id = useId();
  const tabOnly = currentStaffSignIn() !== null;
  const { current, choose, problem } = useLanguageChoice('user');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void choose(event.target.value as Language)}
        aria-describedby={tabOnly ? `${id}-hint` : undefined}
        className="w-fit rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {t(problem.shown ? 'languageNotSaved' : 'languageNotLoaded', {
            language: LANGUAGE_NAMES[problem.language],
          })}
        </p>
      )}
      {tabOnly && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {t('languageTabOnly')}
        </p>
      )}
    </div>
  );
}
