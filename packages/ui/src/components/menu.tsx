import { lazy, type ReactNode, Suspense, useState } from 'react';

import { buttonClassName, type ButtonVariant } from '../lib/button-class.ts';
import { standInHandlers } from '../lib/stand-in.ts';

export interface MenuAction {
  label: ReactNode;
  onSelect: () => void;
  /** Destructive actions are shown in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's content; give `aria-label` too when it is only an icon. */
  label: ReactNode;
  'aria-label'?: string;
  /** Groups are separated by a line. */
  items: ReadonlyArray<MenuAction | 'separator'>;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  align?: 'start' | 'end';
  /** Extra classes for the trigger button; they win over the kit's own. */
  className?: string;
}

// A screen draws many menus (one per table row) and opens few: until pressed, a menu is a stand-in button
// (lib/stand-in.ts), and Headless UI's menu (about 28 kB gzip with its positioning) loads on approach.
const loadPopup = () => import('./menu-popup.tsx');
const MenuPopup = lazy(loadPopup);

/** A menu button: Enter/Space/arrows open it, arrows move, Enter picks, Escape closes and refocuses the trigger. */
export function Menu(props: MenuProps) {
  const [pressed, setPressed] = useState(false);
  const { label, variant = 'secondary', size = 'md', className } = props;
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={props['aria-label']}
      className={buttonClassName({ variant, size, className })}
      {...standInHandlers(loadPopup, () => setPressed(true))}
    >
      {label}
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuPopup {...props} />
    </Suspense>
  );
}

/** The three-dots glyph for row-action menus. */
export function MoreIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 5.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 5.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
    </svg>
  );
}
