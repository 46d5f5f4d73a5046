// The message catalogs of the app and the kit (docs/decisions/0049-languages.md), read from the code: every
// `<name>.messages.ts` declares its English messages with `defineMessages`, each with a comment for translators;
// its German and French are `locales/<name>.<language>.po` beside it. Used by `pnpm i18n:extract` (which writes
// the PO files) and by the catalog checks of the test command.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { parsePo, type PoEntry } from '../../packages/ui/src/i18n/po.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where catalogs live: the app's source and the kit's. */
export const SOURCE_ROOTS = ['apps/web/src', 'packages/ui/src'];
/** The languages translated from English. */
export const TRANSLATED = ['de', 'fr'] as const;
export type Translated = (typeof TRANSLATED)[number];
const LANGUAGE_NAMES: Record<Translated, string> = { de: 'German', fr: 'French' };

export interface SourceMessage {
  key: string;
  english: string;
  /** What the developer wrote for translators. */
  comment: string;
}

export interface MessagesFile {
  /** From the repo root, e.g. `apps/web/src/features/users/users.messages.ts`. */
  file: string;
  name: string;
  messages: SourceMessage[];
  /** The import specifiers of the PO files its loaders name. */
  loads: string[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(child, out);
    } else out.push(child);
  }
  return out;
}

/** Every source file of the app and the kit, from the repo root. */
export const sourceFiles = (): string[] => SOURCE_ROOTS.flatMap((root) => walk(root));

const commentText = (raw: string) =>
  raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\*|\/\/)\s?/, '').trim())
    .filter(Boolean)
    .join(' ');

/** The messages of one `*.messages.ts`, in their order; throws on anything but plain string messages. */
export function readMessagesFile(file: string): MessagesFile {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const messages: SourceMessage[] = [];
  const loads: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'defineMessages') {
      const [english, translations] = node.arguments;
      if (!english || !ts.isObjectLiteralExpression(english))
        throw new Error(`${file}: defineMessages takes an object of messages`);
      for (const property of english.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !(
            ts.isStringLiteral(property.initializer) ||
            ts.isNoSubstitutionTemplateLiteral(property.initializer)
          )
        )
          throw new Error(`${file}: ${property.getText().slice(0, 40)}… is not a plain string message`);
        const key =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
        const comments = ts.getLeadingCommentRanges(text, property.getFullStart()) ?? [];
        messages.push({
          key,
          english: property.initializer.text,
          comment: comments.map((range) => commentText(text.slice(range.pos, range.end))).join(' '),
        });
      }
      translations?.forEachChild(function find(child) {
        if (ts.isStringLiteral(child)) loads.push(child.text);
        child.forEachChild(find);
      });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return { file, name: path.basename(file, '.messages.ts'), messages, loads };
}

export const messagesFiles = (): MessagesFile[] =>
  sourceFiles()
    .filter((file) => file.endsWith('.messages.ts'))
    .sort()
    .map(readMessagesFile);

/** The PO file of `catalog` in `language`, from the repo root. */
export const poFileOf = (catalog: MessagesFile, language: Translated) =>
  `${path.dirname(catalog.file)}/locales/${catalog.name}.${language}.po`;

export function readPo(file: string): PoEntry[] {
  const full = path.join(ROOT, file);
  return existsSync(full) ? parsePo(readFileSync(full, 'utf8')) : [];
}

const quote = (text: string) => JSON.stringify(text);

/**
 * The PO file as extraction writes it: the catalog's messages in their order, each with its comment, keeping
 * the translations already done; a translation whose English changed since is kept but marked fuzzy (with the
 * English it was made from), so it shows in English until a translator confirms it.
 */
export function poText(catalog: MessagesFile, language: Translated, existing: PoEntry[]): string {
  const done = new Map(existing.map((entry) => [entry.key, entry]));
  const lines = [
    `# ${LANGUAGE_NAMES[language]} messages of ${catalog.file}.`,
    '# Written by `pnpm i18n:extract`: translators edit the msgstr lines (ICU MessageFormat, as the msgid).',
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    `"Language: ${language}\\n"`,
  ];
  for (const message of catalog.messages) {
    const before = done.get(message.key);
    const changed = before !== undefined && before.source !== message.english && before.translation !== '';
    lines.push('');
    if (message.comment) lines.push(`#. ${message.comment}`);
    if (changed || before?.fuzzy) lines.push('#, fuzzy');
    if (changed) lines.push(`#| msgid ${quote(before.source)}`);
    lines.push(`msgctxt ${quote(message.key)}`, `msgid ${quote(message.english)}`);
    lines.push(`msgstr ${quote(before?.translation ?? '')}`);
  }
  return `${lines.join('\n')}\n`;
}
