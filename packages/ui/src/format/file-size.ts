import { localFormats } from './local-formats.ts';

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const BASE = 1024;

/**
 * Bytes on a 1024 base with two decimals in every unit, bytes included: '0.00 B', '1023.00 B', '1.00 KB'.
 * A value that would round up to '1024.00' moves to the next unit ('1.00 MB'); at and beyond 1024 TB it stays
 * in TB. Negative or non-finite input reads 'N/A'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  const local = localFormats();
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0)
    return local?.formats.NOT_AVAILABLE[local.locale] ?? 'N/A';
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = 0;
  let value = bytes;
  while (unit < last && Number(value.toFixed(2)) >= BASE) {
    value /= BASE;
    unit += 1;
  }
  if (local) {
    const { locale, formats } = local;
    return `${formats.localNumber(locale, Number(value.toFixed(2)), 2, 2)} ${formats.BYTE_UNITS[locale]?.[unit]}`;
  }
  return `${value.toFixed(2)} ${FILE_SIZE_UNITS[unit]}`;
}
