import { localFormats } from './local-formats.ts';
import { formatNumber } from './number.ts';

const UNITS = ['MB', 'GB', 'TB'] as const;
const FRENCH_UNITS = ['Mo', 'Go', 'To'] as const;

/**
 * Memory and disk sizes of desktops and plans, given in megabytes: a 1024 base, the largest unit that keeps
 * the number at 1 or more, and at most one decimal, so memory and disk read alike on one line ('4 GB memory,
 * 64 GB disk', '512 MB', '1.5 TB'). File sizes keep their own two-decimal format (file-size.ts).
 */
export function formatCapacity(megabytes: number): string {
  const local = localFormats();
  if (!Number.isFinite(megabytes) || megabytes < 0)
    return local?.formats.NOT_AVAILABLE[local.locale] ?? 'N/A';
  let unit = 0;
  let value = megabytes;
  while (unit < UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const units = local?.locale === 'fr' ? FRENCH_UNITS : UNITS;
  return `${formatNumber(value, 1)} ${units[unit]}`;
}

/** A disk size given in gigabytes, in the same format. */
export const formatDiskSize = (gigabytes: number) => formatCapacity(gigabytes * 1024);
