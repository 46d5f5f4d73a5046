import { applyTheme, buttonClassName, useTheme } from '@console/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { THEME_CHOICES, ThemeIcon } from './theme-choices';

// The menu (Headless UI's Menu, about 28 kB) is not needed to draw a screen: a stand-in button draws the same
// control. Its code is fetched when the pointer comes near or the button takes the focus, and the menu takes
// the stand-in's place when it is pressed (budget, decision 0010).
const loadPopup = () => import('./theme-menu-popup');
const ThemeMenuPopup = lazy(loadPopup);

/** The header's theme choice as one button and menu, so the header fits a phone's width. */
export function ThemeMenu() {
  const { preference, setPreference } = useTheme();
  // Covers pages whose document has no theme script: the class is set once the menu mounts.
  useEffect(() => {
    applyTheme(preference);
  }, [preference]);
  const [pressed, setPressed] = useState(false);

  const current = THEME_CHOICES.find((c) => c.value === preference)?.label ?? 'System';
  // Looks and reads like the menu's own button, which replaces it.
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={`Theme: ${current}`}
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setPressed(true)}
    >
      <ThemeIcon />
      <span className="hidden sm:inline">{current}</span>
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenuPopup preference={preference} onChoose={setPreference} />
    </Suspense>
  );
}
