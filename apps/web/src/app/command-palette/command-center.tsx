// The palette's code, loaded by the header's launcher on first use or when the browser is idle after sign-in
// (decision 0029): the palette, the `?` sheet, and the keyboard shortcuts of the table (shortcuts.ts).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';

import { CommandPalette, LOADED_MARK } from './command-palette';
import { type PaletteSetup, useConsolePalette, useStaffPalette } from './commands';
import { dialogIsOpen } from './palette-keys';
import { ShortcutSheet } from './shortcut-sheet';
import {
  createKeySequence,
  goPath,
  isTypingTarget,
  sequenceKey,
  type ShortcutAction,
  shortcutsFor,
} from './shortcuts';

export interface CommandCenterProps {
  paletteOpen: boolean;
  onPaletteOpenChange: (open: boolean) => void;
}

export function ConsoleCommandCenter(props: CommandCenterProps) {
  return <CommandCenter {...props} setup={useConsolePalette()} />;
}

export function StaffCommandCenter(props: CommandCenterProps) {
  return <CommandCenter {...props} setup={useStaffPalette()} />;
}

/** The list's search box of the screen, if it has one (list-search-box.tsx marks it). */
const listSearchBox = () => document.querySelector<HTMLInputElement>('input[data-list-search]');

function CommandCenter({
  paletteOpen,
  onPaletteOpenChange,
  setup,
}: CommandCenterProps & { setup: PaletteSetup }) {
  const router = useRouter();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { viewer } = setup;
  // The viewer's rights as one value, so the table is read again only when they change.
  const rights = viewer.area === 'console' ? viewer.privileges.join(' ') : viewer.role;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `rights` stands for the viewer
  const shortcuts = useMemo(() => shortcutsFor(viewer), [viewer.area, rights]);
  // The palette shows each screen's `g` shortcut beside it, so the palette teaches the shortcuts.
  const keysByPath = useMemo(
    () =>
      new Map(
        shortcuts.flatMap((s) =>
          s.action.kind === 'go' ? [[goPath(s.action), s.keys.join(' ').toUpperCase()]] : [],
        ),
      ),
    [shortcuts],
  );

  useEffect(() => {
    /** Runs a matched shortcut; false when it had nothing to do here (the key then keeps its usual effect). */
    const run = (action: ShortcutAction): boolean => {
      switch (action.kind) {
        case 'go':
          void router.navigate({ href: goPath(action) });
          return true;
        case 'focusSearch': {
          const box = listSearchBox();
          box?.focus();
          box?.select();
          return box !== null;
        }
        case 'sheet':
          setSheetOpen(true);
          return true;
        case 'palette':
          onPaletteOpenChange(true);
          return true;
        case 'close':
        case 'notifications':
          return false;
      }
    };
    const keys = createKeySequence(shortcuts);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // Keys typed into a field are text, and an open dialog has the keyboard to itself.
      if (isTypingTarget(event.target) || dialogIsOpen()) {
        keys.reset();
        return;
      }
      const key = sequenceKey(event);
      if (key === null) return;
      const match = keys.press(key, event.timeStamp);
      if (match === 'pending') event.preventDefault();
      else if (match && run(match.action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    performance.mark(LOADED_MARK);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, router, onPaletteOpenChange]);

  return (
    <>
      <CommandPalette
        open={paletteOpen}
        onClose={() => onPaletteOpenChange(false)}
        setup={setup}
        keysByPath={keysByPath}
        onShowShortcuts={() => setSheetOpen(true)}
      />
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} shortcuts={shortcuts} />
    </>
  );
}
