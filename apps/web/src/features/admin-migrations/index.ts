export { AliasMigrationPage } from './components/alias-migration-page';
