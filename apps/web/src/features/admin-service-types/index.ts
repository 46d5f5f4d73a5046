export { ServiceTypesPage } from './components/service-types-page';
export { AddServiceTypePage, EditServiceTypePage } from './components/service-type-form-page';
export { adminServiceTypesQueries } from './admin-service-types.queries';
export { NameAndCodeFields } from './components/name-and-code-fields';
