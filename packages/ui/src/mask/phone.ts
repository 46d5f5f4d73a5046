const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** '+1' followed by exactly ten digits → '+1 (xxx) xxx-xxxx'; anything else (spaces included) unchanged. */
export function formatPhone(phone: string): string {
  const match = NANP.exec(phone);
  if (!match) return phone;
  const [, area, exchange, line] = match;
  return `+1 (${area}) ${exchange}-${line}`;
}
