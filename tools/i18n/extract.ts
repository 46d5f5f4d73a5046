// `pnpm i18n:extract`: writes every catalog's German and French PO files from its English messages (new
// messages appear untranslated, changed ones are marked fuzzy, removed ones go), and prints the counts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { messagesFiles, poFileOf, poText, readPo, ROOT, TRANSLATED } from './catalogs.ts';

const counts = { en: 0, de: 0, fr: 0 };
let written = 0;
for (const catalog of messagesFiles()) {
  counts.en += catalog.messages.length;
  for (const language of TRANSLATED) {
    const file = poFileOf(catalog, language);
    const existing = readPo(file);
    const text = poText(catalog, language, existing);
    const full = path.join(ROOT, file);
    let before = '';
    try {
      before = readFileSync(full, 'utf8');
    } catch {
      mkdirSync(path.dirname(full), { recursive: true });
    }
    if (before !== text) {
      writeFileSync(full, text);
      written += 1;
    }
    const translated = readPo(file).filter((entry) => entry.translation && !entry.fuzzy).length;
    counts[language] += translated;
  }
}
console.log(
  `messages: ${counts.en} in English, ${counts.de} translated into German, ${counts.fr} into French; ${written} PO files written`,
);
