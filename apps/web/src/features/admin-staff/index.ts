// The STAFF tab: staff users, their roles and access (admins only).
import './admin-staff.css';
export { StaffTab } from './components/staff-tab';
