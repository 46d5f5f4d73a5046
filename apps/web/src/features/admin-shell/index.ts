export { StaffLayout } from './components/staff-layout';
