// The export's writers (docs/decisions/0028-list-power.md): CSV as RFC 4180 has it (fields quoted when they
// hold a quote, comma or line break; quotes doubled; lines ended by CRLF) and JSON, both UTF-8.

/**
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to a spreadsheet
 * (formula injection): a single quote in front makes the spreadsheet show it as text.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field of a CSV line: neutralised, then quoted when it must be. */
export function csvField(text: string): string {
  const value = neutralise(text);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** Excel reads a CSV as UTF-8 only when it starts with this byte order mark. */
export const EXCEL_BOM = '\uFEFF';

/** A cell's value as text: empty for none; timestamps stay as the API gives them (ISO 8601). */
export function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
