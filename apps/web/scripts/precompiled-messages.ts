import ts from 'typescript';
import type { PluginOption } from 'vite';

import { parseMessage } from '../../../packages/ui/src/i18n/icu-parse.ts';
import { parsePo } from '../../../packages/ui/src/i18n/po.ts';

/** What only ICU's reader can write out (the same test as packages/ui/src/i18n/messages.ts). */
const NEEDS_READING = /[{}]|''/;

/**
 * Reads the English messages of every `*.messages.ts` at build time (decision 0049): a message with a value, a
 * plural or ICU quoting becomes the reader's output (a small JSON array), so the ICU reader itself leaves the
 * first chunk and loads only with a German or French PO file. A malformed message fails the build. A PO file
 * ships without what is for translators (comments, the English): the keys and finished translations alone.
 */
export function precompiledMessages(): PluginOption {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (/\.po\?raw$/.test(id))
        return { code: `export default ${JSON.stringify(shippedPo(code))}`, map: null };
      if (!/\.messages\.ts$/.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineMessages') {
          const [messages] = node.arguments;
          if (messages && ts.isObjectLiteralExpression(messages)) {
            for (const property of messages.properties) {
              if (!ts.isPropertyAssignment(property)) continue;
              const value = property.initializer;
              if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value)) continue;
              if (!NEEDS_READING.test(value.text)) continue;
              edits.push({
                start: value.getStart(source),
                end: value.getEnd(),
                text: JSON.stringify(parseMessage(value.text)),
              });
            }
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

/** Vite's `?raw` module of a PO file, as the PO text the app reads (po.ts): finished translations only. */
function shippedPo(rawModule: string): string {
  const text = JSON.parse(rawModule.replace(/^export default /, '').replace(/;\s*$/, '')) as string;
  return parsePo(text)
    .filter((entry) => entry.translation && !entry.fuzzy)
    .map(
      (entry) =>
        `msgctxt ${JSON.stringify(entry.key)}\nmsgid ""\nmsgstr ${JSON.stringify(entry.translation)}\n`,
    )
    .join('\n');
}
