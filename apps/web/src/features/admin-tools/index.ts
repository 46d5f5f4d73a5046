export { CachesPage } from './components/caches-page';
export { DevToolsPage } from './components/devtools-page';
export { adminToolsQueries } from './admin-tools.queries';
