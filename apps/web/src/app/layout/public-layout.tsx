import { Outlet } from '@tanstack/react-router';
import { useId } from 'react';

import { type Language, LANGUAGE_NAMES, LANGUAGES, useMessages } from '@console/ui/i18n';

import { useLanguageChoice } from '~/lib/i18n/language';

import { PRODUCT_NAME } from './names';
import { publicMessages } from './public.messages';

export function PublicLayout() {
  return (
    <div className="grid min-h-screen place-items-center bg-canvas px-4 py-12">
      <main id="main" className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold tracking-tight">{PRODUCT_NAME}</p>
        <div className="rounded-xl border border-border bg-surface p-8 shadow-sm">
          <Outlet />
        </div>
        <LanguageSelect />
      </main>
    </div>
  );
}

/**
 * The public pages' language: the browser's at first, then the last one chosen on this device (nobody is signed
 * in to keep it for). A plain select: the sign-in page loads no menu code (budget, decision 0010).
 */
function LanguageSelect() {
  const t = useMessages(publicMessages);
  const id = useId();
  // Nobody is signed in: the device keeps the choice, and all that can fail is its words' load (offline).
  const { current, choose, problem } = useLanguageChoice(null);
  return (
    <>
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-fg-muted">
        <label htmlFor={id}>{t('language')}</label>
        <select
          id={id}
          value={current}
          onChange={(event) => void choose(event.target.value as Language)}
          className="rounded-md border border-border bg-surface px-2 py-1 text-fg"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          {t('languageNotLoaded', { language: LANGUAGE_NAMES[problem.language] })}
        </p>
      )}
    </>
  );
}
