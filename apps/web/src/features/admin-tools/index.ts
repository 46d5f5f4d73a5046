export { CachesPage } from './components/caches-page';
export { DevToolsPage } from './components/devtools-page';
export { toolQueries } from './admin-tools.queries';
