import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readStaffSession, TRAFFIC_ROLE } from '../../../features/admin-shell';
import { TrafficDashboardPage } from '../../../features/admin-traffic';

/**
 * /traffic-dashboard: the stored token and the stored role traffic_admin,
 * otherwise /admin. The server lets an admin call the traffic API too, but this page is for
 * traffic_admin only: an admin who opens it goes to /admin, which sends a logged-in admin on to
 * /admin-dashboard.
 */
export function TrafficDashboard() {
  const { token, role } = readStaffSession();
  if (!token || role !== TRAFFIC_ROLE) return <Navigate to={paths.admin} replace />;
  return <TrafficDashboardPage />;
}

export { TrafficDashboard as Component };
