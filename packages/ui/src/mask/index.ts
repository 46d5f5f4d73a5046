export { maskEmail } from './email.ts';
export { formatPhone, maskPhoneInput, phoneInputValue } from './phone.ts';
export type { PhoneInputOptions } from './phone.ts';
