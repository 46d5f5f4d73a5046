import { localFormats } from './local-formats.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seconds as 'hh:mm:ss'. Hours are not wrapped at 24 ('27:00:00') and grow past two digits ('100:00:00').
 * Zero — and anything that is not a positive finite number — reads 'N/A'; fractions of a second are dropped.
 */
export function formatDuration(seconds: number | null | undefined): string {
  const local = localFormats();
  const none = local?.formats.NOT_AVAILABLE[local.locale] ?? 'N/A';
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return none;
  const whole = Math.floor(seconds);
  if (whole <= 0) return none;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(whole % 60)}`;
}
