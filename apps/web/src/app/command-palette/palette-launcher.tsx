import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import { importWhenOnline } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { launcherMessages } from './launcher.messages';
import { dialogIsOpen, isPaletteChord, typedAhead } from './palette-keys';

// The palette's code loads on first use (this button, Ctrl/Cmd-K) or when the browser is idle after sign-in, so
// the signed-in pages' first load carries only this launcher (budget, decisions 0010 and 0029).
const loadCenter = () => importWhenOnline(() => import('./command-center'));
const ConsoleCommandCenter = lazy(() => loadCenter().then((m) => ({ default: m.ConsoleCommandCenter })));
const StaffCommandCenter = lazy(() => loadCenter().then((m) => ({ default: m.StaffCommandCenter })));

/** How long after sign-in (the layout's mount) the palette's code waits before loading at the next idle moment. */
const SETTLE_MS = 2000;

/** Noted when the palette is asked for; the palette notes when its list is on screen (command-palette.tsx). */
const markOpening = () => performance.mark('palette:open');

/** The header's search button, and the palette, its sheet and the keyboard shortcuts once their code is wanted. */
export function PaletteLauncher({ area }: { area: 'console' | 'staff' }) {
  const t = useMessages(launcherMessages);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const openPalette = useCallback(() => {
    markOpening();
    setWanted(true);
    setOpen(true);
  }, []);

  // After the page's own first load has settled (its data, its chunks), at the browser's next idle moment: the
  // palette never competes with what the page shows first.
  useEffect(() => {
    const load = () => setWanted(true);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 3000 });
      else load();
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);

  useEffect(() => {
    typedAhead.text = '';
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // The box on screen (command-palette.tsx marks it) takes the keys; until then they are kept for it, and an
      // Enter does nothing: it must not choose from results nobody has seen.
      const box = document.querySelector<HTMLElement>('[data-palette-input]');
      if (box) return box.focus();
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        typedAhead.text += event.key;
      else if (event.key !== 'Enter') return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The open palette closes itself on the same keys; any other dialog keeps the keyboard.
      if (open || !isPaletteChord(event) || dialogIsOpen()) return;
      event.preventDefault();
      openPalette();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, openPalette]);

  const Center = area === 'console' ? ConsoleCommandCenter : StaffCommandCenter;
  return (
    <>
      <button
        type="button"
        onClick={openPalette}
        onPointerEnter={() => void loadCenter()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-9 items-center gap-2 rounded-md border border-border bg-canvas px-3 text-sm text-fg-muted hover:border-border-strong hover:text-fg sm:w-56 lg:w-72"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
          <path d="M8.5 3a5.5 5.5 0 0 1 4.383 8.823l3.147 3.147a.75.75 0 1 1-1.06 1.06l-3.147-3.147A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        {/* On a phone the magnifier alone (its name stays): the header fits 390 px in every language. */}
        <span className="sr-only sm:not-sr-only sm:flex-1 sm:text-left">{t('search')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-border px-1.5 font-mono text-xs sm:inline"
        >
          {t('chord')}
        </kbd>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Center paletteOpen={open} onPaletteOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
