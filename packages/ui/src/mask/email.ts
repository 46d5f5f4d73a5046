const KEPT_CHARACTERS = 3;
const MASK = '***';

/**
 * Keeps the first three characters of the local part and replaces the rest with a fixed '***', so the mask
 * does not reveal the length: 'john.doe@example.com' → 'joh***@example.com'. A local part of three or fewer
 * characters is kept whole and still gets the mask ('jo@x.io' → 'jo***@x.io'), so a masked address never
 * shows as unmasked. The domain is kept. A value without a local part and a domain is returned unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return email;
  return `${email.slice(0, Math.min(at, KEPT_CHARACTERS))}${MASK}${email.slice(at)}`;
}
