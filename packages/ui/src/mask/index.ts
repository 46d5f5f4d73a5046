export { maskEmail } from './email.ts';
export { formatPhone, maskPhoneInput, phoneInputValue } from './phone.ts';
