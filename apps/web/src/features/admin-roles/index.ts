export { PredefinedRolesPage } from './components/predefined-roles-page';
export { AddPredefinedRolePage, EditPredefinedRolePage } from './components/predefined-role-form-page';
export { PredefinedRoleDetailsPage } from './components/predefined-role-details-page';
export { adminRolesQueries } from './admin-roles.queries';
