export { AdminUsersPage } from './components/admin-users-page';
export { AdminUserPage } from './components/admin-user-page';
export { adminUsersQueries } from './admin-users.queries';
