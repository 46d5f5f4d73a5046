// The keys the launcher needs before the palette's code has loaded; the palette's code reuses them from here (a
// module of their own, so that the palette's code does not import back the launcher that loads it).

/** Ctrl-K, or Cmd-K on a Mac: a chord, so it cannot be typing and works from a field too. */
export const isPaletteChord = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** A modal dialog is open (the kit's dialogs, the palette itself, the shortcut sheet). */
export const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

// Keys typed between the opening key and the palette's box being on screen (its code may still be loading): kept
// here and typed into the box when it appears, so "roles" typed fast after Ctrl-K is "roles", not "s". Enter is
// dropped meanwhile: it must not choose from results the person has not seen.
let typedAhead = '';

/** The palette's search box (command-palette.tsx marks it), so the launcher can tell when it is on screen. */
export const PALETTE_INPUT = '[data-palette-input]';

/** Keeps a key typed before the box is on screen; true when the key was the box's (and must do nothing else). */
export function keepTypedAhead(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (event.key.length === 1) typedAhead += event.key;
  else if (event.key === 'Backspace') typedAhead = typedAhead.slice(0, -1);
  else if (event.key !== 'Enter') return false;
  return true;
}

/** What was typed ahead of the palette's box (once: it is then the box's). */
export function takeTypedAhead(): string {
  const text = typedAhead;
  typedAhead = '';
  return text;
}
