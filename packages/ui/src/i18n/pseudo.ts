// The pseudo-locale's text: every letter accented and each text about 35% longer, so a test
// sees at once a string that was not translated (plain letters) and a box too small for longer languages
// (the tildes cut off).
import type { MessageNode } from './icu.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdđeéfƒgĝhĥiîjĵkķlĺmɱnñoöpþqǫrŕsštţuûvṽwŵxẋyýzž'].reduce<[string, string][]>(
    (pairs, char, index, chars) => (index % 2 === 0 ? [...pairs, [char, chars[index + 1] ?? char]] : pairs),
    [],
  ),
);

/** `Sign in` → `Šîĝñ îñ ~~`: accented, padded by a third of its length. */
function pseudoText(text: string): string {
  const accented = [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = ACCENTED[lower];
      if (!mapped) return char;
      return char === lower ? mapped : mapped.toUpperCase();
    })
    .join('');
  const letters = text.replace(/\s/g, '').length;
  return letters ? `${accented}${'~'.repeat(Math.ceil(letters * 0.35))}` : accented;
}

/** Every text part of a read message passed through `change` (the pseudo-locale's accents). */
function mapText(nodes: readonly MessageNode[], change: (text: string) => string): MessageNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return change(node);
    if (node.type === 'plural' || node.type === 'select') {
      const options = Object.fromEntries(
        Object.entries(node.options).map(([key, branch]) => [key, mapText(branch, change)]),
      );
      return { ...node, options };
    }
    return node;
  });
}

/** A read English message in the pseudo-locale: its text changed, its values and plural forms kept. */
export const pseudoMessage = (nodes: readonly MessageNode[]): MessageNode[] => mapText(nodes, pseudoText);
