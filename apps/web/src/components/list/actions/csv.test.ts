import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { csvField, csvLine, EXCEL_BOM, neutralise } from './csv';

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF line ends (and a line break inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('the text does not end with CRLF');
  return rows;
}

// Text with what CSV and spreadsheets care about, mixed into arbitrary unicode.
const tricky = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', '\t', '=', '+', '-', '@', 'a', 'é', '😀', ' ') }),
);

describe('the CSV writer', () => {
  it('round-trips any table through an RFC 4180 reader to the displayed (neutralised) values', () => {
    fc.assert(
      fc.property(fc.array(fc.array(tricky, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (table) => {
        const width = table[0]?.length ?? 0;
        const rows = table.map((cells) => Array.from({ length: width }, (_, i) => cells[i] ?? ''));
        const text = rows.map(csvLine).join('');
        expect(parseCsv(text)).toEqual(rows.map((cells) => cells.map(neutralise)));
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const shown = neutralise(text);
        expect(shown).not.toMatch(/^[=+\-@\t\r]/);
        expect(shown.endsWith(text)).toBe(true);
      }),
    );
  });

  it('quotes only when it must, and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('-1,5')).toBe(`"'-1,5"`);
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(EXCEL_BOM.codePointAt(0)).toBe(0xfeff);
  });
});
