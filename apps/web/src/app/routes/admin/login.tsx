import { Navigate } from 'react-router';
import { homeForRole, LoginForm, readStaffSession } from '../../../features/admin-shell';

/**
 * /admin. A browser that already holds a staff token goes straight to its role's page (a stale
 * token is refused there with a 401, which clears it and comes back here).
 */
export function AdminLogin() {
  const { token, role } = readStaffSession();
  if (token && role) return <Navigate to={homeForRole(role)} replace />;
  return <LoginForm />;
}

export { AdminLogin as Component };
