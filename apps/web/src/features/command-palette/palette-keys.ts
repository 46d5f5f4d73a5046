// The little the header needs before the palette's code has loaded (palette-launcher.tsx): which key opens it,
// and whether a dialog is open (then no shortcut fires). Kept apart so the signed-in pages' first load stays small.

/** Ctrl-K, or Cmd-K on a Mac: a chord, so it cannot be typing and works from a field too. */
export const isPaletteChord = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** A modal dialog is open (the kit's dialogs, the palette itself, the shortcut sheet). */
export const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
