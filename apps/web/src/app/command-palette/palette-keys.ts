// The keys the launcher needs before the palette's code has loaded; the palette's code reuses them from here (a
// module of their own, so that the palette's code does not import back the launcher that loads it).

/** Ctrl-K, or Cmd-K on a Mac: a chord, so it cannot be typing and works from a field too. */
export const isPaletteChord = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** A modal dialog is open (the kit's dialogs, the palette itself, the shortcut sheet). */
export const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

// Keys typed between the opening key and the palette's box being on screen (its code may still be loading): the
// launcher keeps them here and the box starts with them, so "roles" typed fast after Ctrl-K is "roles", not "s".
/** What was typed ahead of the palette's box; the box takes it (and empties it) when it appears. */
export const typedAhead = { text: '' };
