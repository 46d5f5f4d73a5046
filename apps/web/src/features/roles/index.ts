export { RolesPage } from './components/roles-page';
export { RoleDetailsPage } from './components/role-details-page';
export { AddRolePage } from './components/add-role-page';
export { EditRolePage } from './components/edit-role-page';
export { rolesQueries } from './roles.queries';
export { ROLES_PAGE_SIZE, rolesSearchSchema } from './roles.schemas';
