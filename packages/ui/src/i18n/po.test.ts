import { describe, expect, it } from 'vitest';

import { parsePo, translationsOf } from './po.ts';

const FILE = `# German messages of the users screens.
msgid ""
msgstr ""
"Language: de\\n"

#. The page's heading.
msgctxt "title"
msgid "Users"
msgstr "Benutzer"

#. Shown under the table.
#, fuzzy
msgctxt "count"
msgid "{count, plural, one {# user} other {# users}}"
msgstr "{count, plural, one {# Benutzer} other {# Benutzer}}"

msgctxt "long"
msgid ""
"Two "
"lines \\"quoted\\""
msgstr ""
"Zwei "
"Zeilen"

msgctxt "empty"
msgid "Not yet"
msgstr ""
`;

describe('PO files', () => {
  it('reads entries with their key, source, translation, comments and fuzzy mark', () => {
    const entries = parsePo(FILE);
    expect(entries.map((entry) => entry.key)).toEqual(['title', 'count', 'long', 'empty']);
    expect(entries[0]).toEqual({
      key: 'title',
      source: 'Users',
      translation: 'Benutzer',
      comments: ["The page's heading."],
      fuzzy: false,
    });
    expect(entries[1]?.fuzzy).toBe(true);
    expect(entries[2]).toMatchObject({ source: 'Two lines "quoted"', translation: 'Zwei Zeilen' });
  });

  it('keeps only finished translations: not fuzzy, not empty', () => {
    expect([...translationsOf(FILE)]).toEqual([
      ['title', 'Benutzer'],
      ['long', 'Zwei Zeilen'],
    ]);
  });
});
