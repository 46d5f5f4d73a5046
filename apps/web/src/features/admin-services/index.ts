export { AdminAliasesPage } from './components/aliases-page';
export { AdminAliasPage } from './components/alias-detail-page';
export { AdminDesktopPage } from './components/desktop-detail-page';
export { AdminPhonePage } from './components/phone-detail-page';
export {
  AliasServicesListPage,
  ResourcePoolsListPage,
  SmsNumbersListPage,
  VirtualDesktopsListPage,
  VirtualPhonesListPage,
} from './components/services-page';
export { ServiceStatus } from './components/service-status';
export { useLocationFilter } from './components/filter-choices';
export { adminServicesQueries } from './admin-services.queries';
