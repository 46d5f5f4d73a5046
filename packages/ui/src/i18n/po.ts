// Reads the translators' files (GNU gettext PO, docs/decisions/0049-languages.md): each entry's `msgctxt` is
// the message's key, `msgid` the English source, `msgstr` the translation. An entry marked fuzzy (its English
// changed since it was translated) or left empty is not a translation: English shows until it is done.

import type { MessageNode } from './icu.ts';
import { parseMessage } from './icu-parse.ts';

/** One entry of a PO file. */
export interface PoEntry {
  key: string;
  source: string;
  translation: string;
  /** `#.` lines: what the developer wrote for translators. */
  comments: string[];
  fuzzy: boolean;
}

/** A PO string literal's content: `"a\"b\n"` → `a"b` + newline. */
function unquote(line: string): string {
  return JSON.parse(line) as string;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let entry: Partial<PoEntry> & { comments: string[]; fuzzy: boolean } = { comments: [], fuzzy: false };
  let field: 'key' | 'source' | 'translation' | null = null;
  const end = () => {
    if (entry.key !== undefined && entry.source !== undefined)
      entries.push({
        key: entry.key,
        source: entry.source,
        translation: entry.translation ?? '',
        comments: entry.comments,
        fuzzy: entry.fuzzy,
      });
    entry = { comments: [], fuzzy: false };
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      end();
    } else if (line.startsWith('#.')) {
      entry.comments.push(line.slice(2).trim());
    } else if (line.startsWith('#,')) {
      entry.fuzzy ||= line.includes('fuzzy');
    } else if (line.startsWith('#')) {
      // Other comments (references, previous strings) are for people.
    } else if (line.startsWith('msgctxt ')) {
      if (entry.source !== undefined) end();
      field = 'key';
      entry.key = unquote(line.slice(8));
    } else if (line.startsWith('msgid ')) {
      field = 'source';
      entry.source = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'translation';
      entry.translation = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      entry[field] = (entry[field] ?? '') + unquote(line);
    }
  }
  end();
  return entries;
}

/** The translations of a PO file by key, without the fuzzy and empty ones. */
export function translationsOf(text: string): Map<string, string> {
  const done = new Map<string, string>();
  for (const entry of parsePo(text))
    if (entry.translation && !entry.fuzzy) done.set(entry.key, entry.translation);
  return done;
}

/** The finished translations of a PO file by key, read as ICU messages (the file loads with the reader). */
export function readTranslations(text: string): Map<string, MessageNode[]> {
  return new Map([...translationsOf(text)].map(([key, translation]) => [key, parseMessage(translation)]));
}
