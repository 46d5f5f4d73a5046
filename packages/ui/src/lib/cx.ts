// The kit's class merge: the later of two classes that set the same thing wins, so a caller's `className`
// overrides the kit's look. Written here rather than taken from tailwind-merge, whose smallest useful config
// still added about 3 kB gzip to /login and /dashboard, past their ceilings (decision 0010). It knows only
// the utility groups the kit's own classes use; any other class is kept as it is.

/**
 * The utilities the merge knows, each to the group it sets; the first match decides, `$1` is the pattern's
 * first capture, and an empty group is a utility kept as it is (a border side is not a border colour).
 */
const GROUPS: [pattern: RegExp, group: string][] = [
  [/^((inline-)?(block|flex|grid)|inline|hidden|contents)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(xs|sm|base|lg|\d*xl)$/, 'font-size'],
  [/^font-(\w*light|\w*bold|thin|normal|medium|black)$/, 'font-weight'],
  [/^flex-(row|col)/, 'flex-direction'],
  [/^flex-(wrap|nowrap)/, 'flex-wrap'],
  [/^(rounded|shadow)(-(none|full|xs|sm|md|lg|\d*xl))?$/, '$1'],
  [/^(border|ring)(-\d+)?$/, '$1-w'],
  [/^(ring-inset)$|^border-[xysetrbl](-|$)/, '$1'],
  [
    /^-?([pm][xysetrbl]?|gap(-[xy])?|(min-|max-)?[wh]|size|overflow(-[xy])?|items|justify|flex|text|bg|border|ring|opacity|whitespace|cursor|z)-/,
    '$1',
  ],
];

/** Groups that a wider one also sets: `p-4` after `px-2` replaces it, `size-8` replaces `w-4`. */
function covered(group: string): string[] {
  const sides = /^([pm])([xy]?)$/.exec(group);
  if (sides)
    return [...({ x: 'rlse', y: 'tb' }[sides[2] ?? ''] ?? 'xysetrbl')].map((side) => sides[1] + side);
  if (group === 'size') return ['w', 'h'];
  return group === 'gap' || group === 'overflow' ? [`${group}-x`, `${group}-y`] : [];
}

function groupOf(utility: string): string {
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return '';
}

// A screen asks for the same few lists over and over (every row's cells, every button): each is worked out
// once. Bounded, in case some caller builds its classes from data.
const merged = new Map<string, string>();
const MERGED_KEPT = 1000;

/** Merges Tailwind class lists: of two classes with the same variants that set the same group, the later wins. */
function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = mergeUncached(classList);
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function mergeUncached(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i] ?? '';
    // `hover:data-focus:bg-x`: the variants up to the last colon, then the utility.
    const cut = name.lastIndexOf(':') + 1;
    const variants = name.slice(0, cut);
    const utility = name.slice(cut);
    const group = groupOf(utility);
    if (group && taken.has(variants + group)) continue;
    kept.push(name);
    if (group) for (const one of [group, ...covered(group)]) taken.add(variants + one);
  }
  return kept.reverse().join(' ');
}

/**
 * Joins class names, skipping falsy ones, and resolves Tailwind conflicts so the later class wins:
 * `cx('px-3 py-2', 'px-6')` is `'py-2 px-6'`. Kit components pass the caller's `className` last.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return mergeClasses(classes.filter(Boolean).join(' '));
}

/** A link in text: the primary colour, underlined on hover, with a keyboard focus ring. */
export const textLinkClass =
  'rounded-sm text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

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
