import { Menu, type ThemePreference } from '@console/ui';
import { useEffect, useRef } from 'react';
import { THEME_CHOICES, ThemeIcon } from './theme-choices';

/** The theme menu itself (the kit's Menu, on Headless UI): loaded on demand, see ThemeMenu. */
export default function ThemeMenuPopup({
  preference,
  onChoose,
}: {
  preference: ThemePreference;
  onChoose: (value: ThemePreference) => void;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const opened = useRef(false);
  // It replaces the stand-in button that was just pressed: the focus moves to the menu's button, and the menu
  // opens, as the press asked. Later presses are the menu's own.
  useEffect(() => {
    if (opened.current) return; // once, also where effects run twice (React's strict mode)
    opened.current = true;
    const button = holder.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, []);
  const current = THEME_CHOICES.find((c) => c.value === preference)?.label ?? 'System';
  return (
    <span ref={holder} className="contents">
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
        items={THEME_CHOICES.map((choice) => ({
          label: (
            <span className="flex items-center justify-between gap-4">
              {choice.label}
              <span aria-hidden="true">{choice.value === preference ? '✓' : ''}</span>
              {choice.value === preference && <span className="sr-only">(chosen)</span>}
            </span>
          ),
          onSelect: () => onChoose(choice.value),
        }))}
      />
    </span>
  );
}
