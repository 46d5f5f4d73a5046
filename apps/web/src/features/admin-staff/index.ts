export { StaffListPage } from './components/staff-list-page';
export { StaffMemberPage } from './components/staff-member-page';
export { adminStaffQueries } from './admin-staff.queries';
