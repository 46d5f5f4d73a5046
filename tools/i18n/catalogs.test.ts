// The catalogs' checks (docs/decisions/0049-languages.md): every PO file is what `pnpm i18n:extract` writes,
// every message is translated into German and French with the English's values, every message reads as ICU,
// and every message is used by the code that imports its catalog.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseMessage, valueNames } from '../../packages/ui/src/i18n/icu-parse.ts';
import { messagesFiles, poFileOf, poText, readPo, ROOT, sourceFiles, TRANSLATED } from './catalogs.ts';

const catalogs = messagesFiles();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const names = (message: string) => [...valueNames(parseMessage(message))].sort();

describe('message catalogs', () => {
  it('has catalogs to check', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  for (const catalog of catalogs) {
    describe(catalog.file, () => {
      it('reads every English message as ICU, with a comment for translators', () => {
        for (const message of catalog.messages) {
          expect(() => parseMessage(message.english), message.key).not.toThrow();
          expect(message.comment, `${message.key} has no comment for translators`).not.toBe('');
        }
      });

      it('loads its own German and French PO files', () => {
        expect(catalog.loads.sort()).toEqual(
          TRANSLATED.map((l) => `./locales/${catalog.name}.${l}.po?raw`).sort(),
        );
      });

      for (const language of TRANSLATED) {
        it(`has every message in ${language}, current, with the English's values`, () => {
          const file = poFileOf(catalog, language);
          const entries = readPo(file);
          // Stale: run `pnpm i18n:extract` and translate what it adds.
          expect(read(file), `${file} is not what pnpm i18n:extract writes`).toBe(
            poText(catalog, language, entries),
          );
          const missing = entries
            .filter((entry) => !entry.translation || entry.fuzzy)
            .map((entry) => entry.key);
          expect(missing, `untranslated or fuzzy in ${file}`).toEqual([]);
          for (const entry of entries) {
            expect(() => parseMessage(entry.translation), `${file} ${entry.key}`).not.toThrow();
            // French typography: a no-break space before ; : ! ? (so they never start a line).
            if (language === 'fr')
              expect(entry.translation, `${file} ${entry.key}: no-break space before ; : ! ?`).not.toMatch(
                / [;:!?]/,
              );
            expect(names(entry.translation), `${file} ${entry.key}: values`).toEqual(names(entry.source));
          }
        });
      }

      it('uses every message in the code that imports it', () => {
        const module = catalog.file.replace(/\.ts$/, '');
        const users = sourceFiles().filter((file) => {
          if (!/\.tsx?$/.test(file) || file === catalog.file || file.includes('.test.')) return false;
          const text = read(file);
          return [...text.matchAll(/from '([^']+)'/g)].some(([, specifier = '']) => {
            const resolved = specifier.startsWith('~/')
              ? `apps/web/src/${specifier.slice(2)}`
              : path.join(path.dirname(file), specifier);
            return resolved === module || resolved === `${module}.ts`;
          });
        });
        const code = users.map(read).join('\n');
        const unused = catalog.messages
          .map((message) => message.key)
          .filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
        expect(unused, `messages no code uses (importers: ${users.join(', ') || 'none'})`).toEqual([]);
      });
    });
  }
});
