import type { StaffRole, StaffUser } from '@vigor/shared';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

export interface StaffSession {
  token: string | null;
  /** The stored user's role; null when there is no readable user. */
  role: string | null;
  /** The stored user's id; null when there is no readable user. */
  id: number | null;
}

/** What localStorage holds about the logged-in staff user (keys `authToken` and `user`). */
export function readStaffSession(storage: Storage = localStorage): StaffSession {
  const token = storage.getItem(AUTH_TOKEN_KEY) || null;
  let role: string | null = null;
  let id: number | null = null;
  try {
    const user: unknown = JSON.parse(storage.getItem(USER_KEY) ?? 'null');
    if (user && typeof user === 'object') {
      const { role: storedRole, id: storedId } = user as { role?: unknown; id?: unknown };
      if (typeof storedRole === 'string') role = storedRole;
      if (typeof storedId === 'number') id = storedId;
    }
  } catch {
    role = null;
  }
  return { token, role, id };
}

/**
 * The back-office queries run only while this holds: once LOGOUT (or a 401) forgets the token,
 * a screen still on its way out asks nothing more of the server.
 */
export function hasStaffToken(): boolean {
  return Boolean(localStorage.getItem(AUTH_TOKEN_KEY));
}

export function saveStaffSession(token: string, user: StaffUser, storage: Storage = localStorage): void {
  storage.setItem(AUTH_TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStaffSession(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

export const TRAFFIC_ROLE: StaffRole = 'traffic_admin';

/** Where a role lands after login: traffic_admin on the traffic dashboard, any other role on the admin dashboard. */
export function homeForRole(role: string | null): string {
  return role === TRAFFIC_ROLE ? paths.trafficDashboard : paths.adminDashboard;
}
