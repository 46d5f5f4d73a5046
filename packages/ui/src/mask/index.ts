export { maskEmail } from './email.ts';
export { formatPhone } from './phone.ts';
