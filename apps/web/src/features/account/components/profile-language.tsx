import { useId, useRef } from 'react';

import { Button } from '@console/ui';
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
  const select = useRef<HTMLSelectElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('language')}
      </label>
      <select
        ref={select}
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
      {/* Shown but not saved: the select already says this language, so choosing it again would change nothing. */}
      {problem?.shown && (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          // The button goes while it tries: the focus moves to the select first, not to the page.
          onClick={() => {
            select.current?.focus();
            void choose(problem.language);
          }}
        >
          {t('languageTryAgain')}
        </Button>
      )}
      {tabOnly && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {t('languageTabOnly')}
        </p>
      )}
    </div>
  );
}
