// Phone numbers as docs/product-rules.md#formats-and-masks says: `+1` and ten digits in the `+1 (xxx) xxx-xxxx`
// mask, any other E.164 number in international format (decision 0024).
const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;
/** E.164 outside North America: `+`, a country code not starting with 1, 7 to 15 digits in all. */
const INTERNATIONAL = /^\+[2-9]\d{6,14}$/;
const MAX_E164_DIGITS = 15;

/** The two-digit country calling codes (ITU-T E.164); 1 and 7 are the one-digit ones, every other code has three. */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** The length of the country code that `digits` (an E.164 number without its `+`) starts with. */
function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/**
 * The national digits in groups: up to four in one; up to nine in pairs from the end (an odd one first alone,
 * `32 12 34 56`, `6 12 34 56 78`); longer ones end in four, threes before (`207 123 4567`).
 */
function groupNational(national: string): string[] {
  const n = national.length;
  if (n <= 4) return n === 0 ? [] : [national];
  if (n <= 9) {
    const head = n % 2;
    const groups = head ? [national.slice(0, 1)] : [];
    for (let i = head; i < n; i += 2) groups.push(national.slice(i, i + 2));
    return groups;
  }
  const tail = national.slice(-4);
  const rest = national.slice(0, -4);
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= 3) groups.unshift(rest.slice(Math.max(0, end - 3), end));
  return [...groups, tail];
}

/** `+` and digits (a whole number or the start of one) with its country code apart and the rest grouped. */
function internationalFormat(digits: string): string {
  const code = countryCodeLength(digits);
  if (digits.length <= code) return `+${digits}`;
  return [`+${digits.slice(0, code)}`, ...groupNational(digits.slice(code))].join(' ');
}

/**
 * `+1` and ten digits → `+1 (xxx) xxx-xxxx`; another E.164 number → international format (`+45 32 12 34 56`);
 * anything else (spaces included) unchanged.
 */
export function formatPhone(phone: string): string {
  const match = NANP.exec(phone);
  if (match) {
    const [, area, exchange, line] = match;
    return `+1 (${area}) ${exchange}-${line}`;
  }
  return INTERNATIONAL.test(phone) ? internationalFormat(phone.slice(1)) : phone;
}

export interface PhoneInputOptions {
  /** Also take numbers of other countries: what starts with `+` and a digit other than 1 (default: +1 only). */
  international?: boolean;
}

/** Typed text that starts with `+` and a country code other than 1, when such numbers are taken. */
const isInternational = (typed: string, options: PhoneInputOptions) =>
  options.international === true && /^\+\s*[2-9]/.test(typed.trimStart());

/** The national digits of what is typed: a leading `+1` (or an eleventh digit 1 in front) is the country code. */
function nationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const hasCountry = typed.trimStart().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'));
  return (hasCountry ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * A phone field's input mask: what is typed, shaped as it goes into `+1 (xxx) xxx-xxxx` with at most ten
 * digits, or (with `international`) a number that starts with `+` and another country code into international
 * format with at most fifteen digits. A partial number ends at its last digit, so deleting a character is never
 * undone by the mask.
 */
export function maskPhoneInput(typed: string, options: PhoneInputOptions = {}): string {
  if (options.international && typed.trim() === '+') return '+';
  if (isInternational(typed, options))
    return internationalFormat(typed.replace(/\D/g, '').slice(0, MAX_E164_DIGITS));
  const digits = nationalDigits(typed);
  if (digits === '') return '';
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return `+1 (${area}${exchange && `) ${exchange}`}${line && `-${line}`}`;
}

/**
 * The E.164 number of a complete entry: `+1` and ten digits, or (with `international`) `+` and 7 to 15 digits of
 * another country; null while it is incomplete.
 */
export function phoneInputValue(masked: string, options: PhoneInputOptions = {}): string | null {
  if (isInternational(masked, options)) {
    const e164 = `+${masked.replace(/\D/g, '')}`;
    return INTERNATIONAL.test(e164) ? e164 : null;
  }
  const digits = nationalDigits(masked);
  return digits.length === 10 ? `+1${digits}` : null;
}
