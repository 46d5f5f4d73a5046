export { SmsPoolPage } from './components/sms-pool-page';
export { adminSmsPoolQueries } from './admin-sms-pool.queries';
