import { Menu, applyTheme, useTheme, type ThemePreference } from '@console/ui';
import { useEffect } from 'react';

const choices: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** The header's theme choice as one button and menu, so the header fits a phone's width. */
export function ThemeMenu() {
  const { preference, setPreference } = useTheme();
  // Covers pages whose document has no theme script: the class is set once the menu mounts.
  useEffect(() => {
    applyTheme(preference);
  }, [preference]);
  const current = choices.find((c) => c.value === preference)?.label ?? 'System';
  return (
    <Menu
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${current}`}
      label={
        <>
          <ThemeIcon />
          <span className="hidden sm:inline">{current}</span>
        </>
      }
      items={choices.map((choice) => ({
        label: (
          <span className="flex items-center justify-between gap-4">
            {choice.label}
            <span aria-hidden="true">{choice.value === preference ? '✓' : ''}</span>
            {choice.value === preference && <span className="sr-only">(chosen)</span>}
          </span>
        ),
        onSelect: () => setPreference(choice.value),
      }))}
    />
  );
}

function ThemeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 2a8 8 0 1 0 0 16V2Z" />
      <path d="M10 2a8 8 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
