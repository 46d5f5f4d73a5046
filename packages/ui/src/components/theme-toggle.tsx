import { useEffect } from 'react';

import { applyTheme, type ThemePreference, useTheme } from '../theme/theme.ts';
import { RadioGroup } from './radio-group.tsx';

const options: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light / Dark / System, stored in localStorage `theme`; System follows prefers-color-scheme. */
export function ThemeToggle({ hideLabel = false, className }: { hideLabel?: boolean; className?: string }) {
  const { preference, setPreference } = useTheme();
  // Covers pages whose document has no THEME_INIT_SCRIPT: the class is set once the toggle mounts.
  useEffect(() => {
    applyTheme(preference);
  }, [preference]);
  return (
    <RadioGroup
      label="Theme"
      hideLabel={hideLabel}
      className={className}
      orientation="horizontal"
      options={options}
      value={preference}
      onChange={setPreference}
    />
  );
}
