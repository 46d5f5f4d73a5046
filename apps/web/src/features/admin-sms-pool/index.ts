export { SmsPoolPage } from './components/sms-pool-page';
export { adminSmsPoolQueries } from './admin-sms-pool.queries';
export { smsPoolSearchSchema } from './admin-sms-pool.search';
