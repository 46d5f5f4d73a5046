import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';

import { buttonClassName } from '../lib/button-class.ts';
import { cx, floatingItemClass, floatingListClass } from '../lib/cx.ts';
import { useOpenOnArrival } from '../lib/stand-in.ts';
import type { MenuProps } from './menu.tsx';

/** The menu itself, on Headless UI: loaded by `Menu` (menu.tsx), in place of its pressed stand-in. */
export default function MenuPopup({
  label,
  items,
  variant = 'secondary',
  size = 'md',
  align = 'end',
  className,
  ...aria
}: MenuProps) {
  const holder = useOpenOnArrival();
  return (
    <span ref={holder} className="contents">
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
    </span>
  );
}
