import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@vigor/shared';
import { currentStaffQuery } from '../api/current-staff';

/**
 * What the logged-in user may do, as the server says (GET /api/admin/me): the page shows only the
 * tabs, buttons and figures of these permissions. Nothing is allowed until the answer is in.
 */
export function usePermissions() {
  const { data: me, isPending } = useQuery(currentStaffQuery());
  const can = (permission: Permission) => me?.permissions.includes(permission) ?? false;
  return { me, can, isPending };
}
