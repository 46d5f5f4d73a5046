export { RolesPage } from './components/roles-page';
export { RoleDetailsPage } from './components/role-details-page';
export { AddRolePage } from './components/add-role-page';
export { EditRolePage } from './components/edit-role-page';
export { rolesQueries } from './roles.queries';
// The role form, shared with the staff area's predefined roles.
export { RoleForm, roleValues } from './components/role-form';
export type { RoleValues } from './roles.schemas';
