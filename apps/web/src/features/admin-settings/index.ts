export { SettingsPage } from './components/settings-page';
export { settingsQueries } from './admin-settings.queries';
