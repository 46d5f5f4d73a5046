export { LogsPage } from './components/logs-page';
export { LogPage } from './components/log-page';
export { logQueries } from './logs.queries';
export { logsSearchSchema } from './logs.schemas';
