import type { ThemePreference } from '@console/ui';

export const THEME_CHOICES: Array<{ value: ThemePreference; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 2a8 8 0 1 0 0 16V2Z" />
      <path d="M10 2a8 8 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
