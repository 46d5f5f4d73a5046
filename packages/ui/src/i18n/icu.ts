// A message of ICU MessageFormat once read (icu-parse.ts reads it: at build time for English, when its file
// loads for German and French), and how it is written out with its values. Plural categories come from the
// platform's Intl.PluralRules for the locale, so German and French follow their own rules.

export type MessageNode =
  | string
  // `number` and `offset` only when set: the build writes English messages read ahead into the first chunk.
  | { type: 'argument'; name: string; number?: true }
  | { type: 'plural'; name: string; offset?: number; options: Record<string, MessageNode[]> }
  | { type: 'select'; name: string; options: Record<string, MessageNode[]> }
  | { type: 'count' };

export type MessageValues = Record<string, string | number>;

export interface MessageFormatters {
  /** The locale's plural category of a number ('one', 'few', 'other'…). */
  pluralOf(count: number): string;
  /** A number as the locale writes it. */
  number(value: number): string;
}

/** A read message with its values filled in; a missing value is left as its `{name}`, so it shows. */
export function formatNodes(
  nodes: readonly MessageNode[],
  values: MessageValues,
  formatters: MessageFormatters,
  count?: number,
): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.type === 'count') out += count === undefined ? '#' : formatters.number(count);
    else if (node.type === 'argument') {
      const value = values[node.name];
      out +=
        value === undefined
          ? `{${node.name}}`
          : typeof value === 'number'
            ? formatters.number(value)
            : node.number
              ? formatters.number(Number(value))
              : value;
    } else {
      const value = values[node.name];
      if (node.type === 'select') {
        const branch = node.options[String(value)] ?? node.options.other ?? [];
        out += formatNodes(branch, values, formatters, count);
      } else {
        const amount = Number(value) - (node.offset ?? 0);
        const branch =
          node.options[`=${String(value)}`] ??
          node.options[formatters.pluralOf(amount)] ??
          node.options.other ??
          [];
        out += formatNodes(branch, values, formatters, amount);
      }
    }
  }
  return out;
}
