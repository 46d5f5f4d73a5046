/** Joins class names, skipping falsy ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** The one visible focus style of the kit (keyboard focus only). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-focus';

/** Shared look of text-like controls (inputs, textarea, listbox and combobox buttons). */
export const controlClass = cx(
  'block w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted',
  'disabled:cursor-not-allowed disabled:opacity-60 data-disabled:cursor-not-allowed data-disabled:opacity-60',
  'aria-invalid:border-danger data-invalid:border-danger',
  'focus:outline-2 focus:-outline-offset-1 focus:outline-focus',
);

/** The floating list of options shared by Select, Combobox and Menu. */
export const floatingListClass = cx(
  'z-50 max-h-60 overflow-auto rounded-md border border-border bg-surface p-1 text-sm text-fg shadow-lg',
  '[--anchor-gap:4px] focus:outline-none empty:invisible',
);

/** One option of such a list; `data-focus` is Headless UI's active (keyboard or pointer) option. */
export const floatingItemClass = cx(
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 select-none',
  'data-focus:bg-primary-soft data-disabled:opacity-50 data-selected:font-semibold',
);
