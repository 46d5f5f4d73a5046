import { useEffect } from 'react';

import { applyTheme, Menu, useTheme } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { layoutMessages } from './layout.messages';
import { THEME_CHOICES, ThemeIcon } from './theme-choices';

/**
 * The header's theme choice as one button and menu, so the header fits a phone's width. The kit's Menu draws a
 * stand-in button until it is pressed, so the header loads no menu code (budget, decision 0010).
 */
export function ThemeMenu() {
  const t = useMessages(layoutMessages);
  const { preference, setPreference } = useTheme();
  // Covers pages whose document has no theme script: the class is set once the menu mounts.
  useEffect(() => {
    applyTheme(preference);
  }, [preference]);
  const current = t(THEME_CHOICES.find((c) => c.value === preference)?.label ?? 'themeSystem');
  return (
    <Menu
      variant="ghost"
      size="sm"
      aria-label={t('themeMenu', { theme: current })}
      label={
        <>
          <ThemeIcon />
          <span className="hidden sm:inline">{current}</span>
        </>
      }
      items={THEME_CHOICES.map((choice) => ({
        label: (
          <span className="flex items-center justify-between gap-4">
            {t(choice.label)}
            <span aria-hidden="true">{choice.value === preference ? '✓' : ''}</span>
            {choice.value === preference && <span className="sr-only">{t('chosen')}</span>}
          </span>
        ),
        onSelect: () => setPreference(choice.value),
      }))}
    />
  );
}
