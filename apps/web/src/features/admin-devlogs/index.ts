export { DevLogsPage } from './components/devlogs-page';
export { DevLogPage } from './components/devlog-page';
export { adminDevlogsQueries } from './admin-devlogs.queries';
