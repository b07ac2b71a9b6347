import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { AdminDashboardPage } from './components/admin-dashboard-page';
import { readStaffSession, TRAFFIC_ROLE } from './lib/staff-session';
import './back-office.css';

/**
 * /admin-dashboard: needs a stored token, otherwise /admin. It is for every
 * role except traffic_admin, whose page is the traffic dashboard. The server checks the role of
 * every call as well (a 401 there logs out).
 */
export function AdminDashboard() {
  const { token, role } = readStaffSession();
  if (!token) return <Navigate to={paths.admin} replace />;
  if (role === TRAFFIC_ROLE) return <Navigate to={paths.trafficDashboard} replace />;
  return <AdminDashboardPage />;
}

export { AdminDashboard as Component };
