import type { StaffRole } from '@vigor/shared';

/** Each role as the back office names it (docs/product.md, "Team"). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  agent: 'Confirmation agent',
  shipper: 'Shipper',
  accountant: 'Accountant',
  traffic_admin: 'Traffic viewer',
};
