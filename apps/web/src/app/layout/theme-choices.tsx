import type { ThemePreference } from '@console/ui';

import type { layoutMessages } from './layout.messages';

type ThemeName = keyof typeof layoutMessages.source & `theme${string}`;

export const THEME_CHOICES: Array<{
  value: ThemePreference;
  label: Exclude<ThemeName, 'themeMenu'>;
}> = [
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
  { value: 'system', label: 'themeSystem' },
];

export function ThemeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 2a8 8 0 1 0 0 16V2Z" />
      <path d="M10 2a8 8 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
