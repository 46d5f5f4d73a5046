const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** '+1' followed by exactly ten digits → '+1 (xxx) xxx-xxxx'; anything else (spaces included) unchanged. */
export function formatPhone(phone: string): string {
  const match = NANP.exec(phone);
  if (!match) return phone;
  const [, area, exchange, line] = match;
  return `+1 (${area}) ${exchange}-${line}`;
}

/** The national digits of what is typed: a leading `+1` (or an eleventh digit 1 in front) is the country code. */
function nationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const hasCountry = typed.trimStart().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'));
  return (hasCountry ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * A phone field's input mask: what is typed, shaped as it goes into `+1 (xxx) xxx-xxxx` with at most ten
 * digits. A partial number ends at its last digit, so deleting a character is never undone by the mask.
 */
export function maskPhoneInput(typed: string): string {
  const digits = nationalDigits(typed);
  if (digits === '') return '';
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return `+1 (${area}${exchange && `) ${exchange}`}${line && `-${line}`}`;
}

/** The E.164 number of a complete masked entry (`+1` and ten digits), or null while it is incomplete. */
export function phoneInputValue(masked: string): string | null {
  const digits = nationalDigits(masked);
  return digits.length === 10 ? `+1${digits}` : null;
}
