import { Navigate, useLocation } from 'react-router';
import { isAdminTab, paths } from '../../../config/paths';
import { readStaffSession, TRAFFIC_ROLE } from '../../../features/admin-shell';
import { AdminDashboardPage } from './dashboard-layout';

/**
 * /admin-dashboard and every tab under it: needs a stored token, otherwise /admin. It is for every
 * role except traffic_admin, whose page is the traffic dashboard. The server checks the role of
 * every call as well (a 401 there logs out). The seed's `?tab=<name>` links go to that tab's own
 * URL (replacing the history entry), keeping any other query parameter.
 */
export function AdminDashboard() {
  const { search } = useLocation();
  const { token, role } = readStaffSession();
  if (!token) return <Navigate to={paths.admin} replace />;
  if (role === TRAFFIC_ROLE) return <Navigate to={paths.trafficDashboard} replace />;
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  if (tab !== null) {
    params.delete('tab');
    const pathname = isAdminTab(tab) ? paths.adminTab(tab) : paths.adminDashboard;
    return <Navigate to={{ pathname, search: params.size ? `?${params}` : '' }} replace />;
  }
  return <AdminDashboardPage />;
}

export { AdminDashboard as Component };
