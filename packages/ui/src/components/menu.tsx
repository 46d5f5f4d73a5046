import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx, floatingItemClass, floatingListClass } from '../lib/cx.ts';
import { buttonClassName, type ButtonVariant } from './button.tsx';

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

/** A menu button: Enter/Space/arrows open it, arrows move, Enter picks, Escape closes and refocuses the trigger. */
export function Menu({
  label,
  items,
  variant = 'secondary',
  size = 'md',
  align = 'end',
  className,
  ...aria
}: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton aria-label={aria['aria-label']} className={buttonClassName({ variant, size, className })}>
        {label}
      </MenuButton>
      <MenuItems anchor={`bottom ${align}`} className={cx(floatingListClass, 'min-w-40')}>
        {items.map((item, index) =>
          item === 'separator' ? (
            <MenuSeparator key={index} className="my-1 h-px bg-border" />
          ) : (
            <MenuItem key={index} disabled={item.disabled}>
              <button
                type="button"
                onClick={item.onSelect}
                className={cx(floatingItemClass, 'w-full text-start', item.danger && 'text-danger')}
              >
                {item.label}
              </button>
            </MenuItem>
          ),
        )}
      </MenuItems>
    </HeadlessMenu>
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
