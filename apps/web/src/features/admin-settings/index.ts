export { SettingsPage } from './components/settings-page';
export { adminSettingsQueries } from './admin-settings.queries';
