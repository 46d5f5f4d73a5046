import { useMutation } from '@tanstack/react-query';

import { Menu, toast } from '@console/ui';
import {
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
  PSEUDO_LOCALE,
  useLocale,
  useMessages,
} from '@console/ui/i18n';

import { showIn } from '~/lib/i18n/language';
import type { Audience } from '~/lib/i18n/preferences';
import { currentStaffSignIn } from '~/lib/session/staff-sso';

import { layoutMessages } from './layout.messages';

/**
 * The header's language choice (docs/decisions/0049-languages.md): the tab switches at once (nothing reloads,
 * typed input stays), the device remembers it, and the person's account keeps it for their other devices. A
 * staff member signed in as a user changes this tab only: the user's own choice is theirs.
 */
export function LanguageMenu({ audience }: { audience: Audience }) {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const current: Language = locale === PSEUDO_LOCALE ? 'en' : locale;
  const save = useMutation({
    mutationFn: (language: Language) =>
      import('~/lib/i18n/preferences').then((m) => m.saveLanguage(audience, language)),
  });
  const choose = (language: Language) => {
    void showIn(language).then(
      () => {
        if (audience === 'staff' || !currentStaffSignIn()) save.mutate(language);
      },
      // Its words could not load (offline): the screen stays in its language and says why.
      () => toast.error(t('languageNotLoaded', { language: LANGUAGE_NAMES[language] })),
    );
  };
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
        onSelect: () => choose(language),
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
