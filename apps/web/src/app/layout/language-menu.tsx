import { Menu, toast } from '@console/ui';
import { type Language, LANGUAGE_NAMES, LANGUAGES, translate, useMessages } from '@console/ui/i18n';

import type { Audience } from '~/lib/i18n/keep-language';
import { useLanguageChoice } from '~/lib/i18n/language';

import { layoutMessages } from './layout.messages';

/**
 * The header's language choice (docs/decisions/0049-languages.md, lib/i18n/language.ts): the tab switches at
 * once, the device remembers it, and the person's account keeps it for their other devices. A choice that could
 * not load or not be kept says so in a toast.
 */
export function LanguageMenu({ audience }: { audience: Audience }) {
  const t = useMessages(layoutMessages);
  const { current, choose } = useLanguageChoice(audience);
  // Worded when it happens, in the language the tab shows then (the chosen one when only the saving failed).
  const chooseAndSay = (language: Language): void =>
    void choose(language).then(
      (problem) =>
        problem &&
        toast.error(
          translate(layoutMessages, problem.shown ? 'languageNotSaved' : 'languageNotLoaded', {
            language: LANGUAGE_NAMES[problem.language],
          }),
          // Not saved: the same choice again from the menu does it too, the toast's action is closer.
          problem.shown
            ? {
                action: {
                  label: translate(layoutMessages, 'languageTryAgain'),
                  onClick: () => chooseAndSay(language),
                },
              }
            : {},
        ),
    );
  return (
    <Menu
      variant="ghost"
      size="sm"
      aria-label={t('languageMenu', { language: LANGUAGE_NAMES[current] })}
      label={
        <>
          <GlobeIcon />
          <span className="hidden sm:inline" lang={current}>
            {LANGUAGE_NAMES[current]}
          </span>
        </>
      }
      items={LANGUAGES.map((language) => ({
        label: (
          <span className="flex items-center justify-between gap-4" lang={language}>
            {LANGUAGE_NAMES[language]}
            <span aria-hidden="true">{language === current ? '✓' : ''}</span>
            {language === current && <span className="sr-only">{t('chosen')}</span>}
          </span>
        ),
        onSelect: () => chooseAndSay(language),
      }))}
    />
  );
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-4"
    >
      <circle cx="10" cy="10" r="7.25" />
      <path d="M2.75 10h14.5M10 2.75c2 2 3 4.5 3 7.25s-1 5.25-3 7.25c-2-2-3-4.5-3-7.25s1-5.25 3-7.25Z" />
    </svg>
  );
}
