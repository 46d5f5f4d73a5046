export { UsersPage } from './components/users-page';
export { AccountOwnerBadge } from './components/account-owner-badge';
export { AddUserPage } from './components/add-user-page';
export { EditUserPage } from './components/edit-user-page';
export { usersQueries } from './users.queries';
export { UserTwoFactorPage } from './components/user-two-factor-page';
export { UserNameCell, lastSeenColumn, userStatusFilter } from './components/user-columns';
