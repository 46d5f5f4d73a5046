import { useEffect } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { applyTheme, type ThemePreference, useTheme } from '../theme/theme.ts';
import { RadioGroup } from './radio-group.tsx';

const options: Array<{ value: ThemePreference; label: keyof typeof kitMessages.source }> = [
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
  { value: 'system', label: 'themeSystem' },
];

/** Light / Dark / System, stored in localStorage `theme`; System follows prefers-color-scheme. */
export function ThemeToggle({ hideLabel = false, className }: { hideLabel?: boolean; className?: string }) {
  const t = useMessages(kitMessages);
  const { preference, setPreference } = useTheme();
  // Covers pages whose document has no THEME_INIT_SCRIPT: the class is set once the toggle mounts.
  useEffect(() => {
    applyTheme(preference);
  }, [preference]);
  return (
    <RadioGroup
      label={t('theme')}
      hideLabel={hideLabel}
      className={className}
      orientation="horizontal"
      options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
      value={preference}
      onChange={setPreference}
    />
  );
}
