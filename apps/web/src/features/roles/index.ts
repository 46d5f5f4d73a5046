export { RolesPage } from './components/roles-page';
export { RoleDetailsPage } from './components/role-details-page';
export { AddRolePage } from './components/add-role-page';
export { EditRolePage } from './components/edit-role-page';
export { rolesQueries } from './roles.queries';
export { rolesSearchSchema } from './roles.search';
// The role form and its privilege picker, shared with the staff area's predefined roles.
export { RoleForm, roleValues } from './components/role-form';
export { PrivilegePicker, type PrivilegeCatalogueQuery } from './components/privilege-picker';
export { roleSchema, type RoleValues } from './roles.schemas';
