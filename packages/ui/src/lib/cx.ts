import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isNumber, isTshirtSize, isArbitraryValue, isArbitraryLength } = validators;
const sides = (prefix: string) => ({
  [prefix]: [{ [prefix]: [isAny] }],
  [`${prefix}x`]: [{ [`${prefix}x`]: [isAny] }],
  [`${prefix}y`]: [{ [`${prefix}y`]: [isAny] }],
  [`${prefix}s`]: [{ [`${prefix}s`]: [isAny] }],
  [`${prefix}e`]: [{ [`${prefix}e`]: [isAny] }],
  [`${prefix}t`]: [{ [`${prefix}t`]: [isAny] }],
  [`${prefix}r`]: [{ [`${prefix}r`]: [isAny] }],
  [`${prefix}b`]: [{ [`${prefix}b`]: [isAny] }],
  [`${prefix}l`]: [{ [`${prefix}l`]: [isAny] }],
});
const sideConflicts = (prefix: string) => ({
  [prefix]: ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `${prefix}${side}`),
  [`${prefix}x`]: [`${prefix}r`, `${prefix}l`],
  [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
});

/**
 * tailwind-merge over only the utility groups the kit's own classes use (its full default config would add
 * about 6 kB gzip to /login, decision 0010). A class outside these groups is kept as it is, as before.
 * Order matters where groups share a prefix: sizes and widths are tried before colours.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'hidden',
      'contents',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    ...sides('p'),
    ...sides('m'),
    gap: [{ gap: [isAny] }],
    'gap-x': [{ 'gap-x': [isAny] }],
    'gap-y': [{ 'gap-y': [isAny] }],
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    size: [{ size: [isAny] }],
    'min-w': [{ 'min-w': [isAny] }],
    'max-w': [{ 'max-w': [isAny] }],
    'min-h': [{ 'min-h': [isAny] }],
    'max-h': [{ 'max-h': [isAny] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isNumber, 'auto', 'initial', 'none'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
    'text-color': [{ text: [isAny] }],
    'font-weight': [
      { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: ['', 'none', 'full', isTshirtSize, isArbitraryValue] }],
    'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
    'border-color': [{ border: [isAny] }],
    'ring-inset': ['ring-inset'],
    'ring-w': [{ ring: ['', isNumber] }],
    'ring-color': [{ ring: [isAny] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize] }],
    opacity: [{ opacity: [isNumber] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    cursor: [{ cursor: [isAny] }],
    z: [{ z: [isAny] }],
  },
  conflictingClassGroups: {
    ...sideConflicts('p'),
    ...sideConflicts('m'),
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    overflow: ['overflow-x', 'overflow-y'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names, skipping falsy ones, and resolves Tailwind conflicts so the later class wins:
 * `cx('px-3 py-2', 'px-6')` is `'py-2 px-6'`. Kit components pass the caller's `className` last.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return merge(...classes);
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
