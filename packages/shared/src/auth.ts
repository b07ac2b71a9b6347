import type { Permission } from './permissions.js';

/** One role per staff user (docs/product.md, "Team"); what each may do is in permissions.ts. */
export const STAFF_ROLES = ['admin', 'agent', 'shipper', 'accountant', 'traffic_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff user as the API shows it: never with a password or its hash. */
export interface StaffUser {
  id: number;
  nom: string;
  role: StaffRole;
  created_at: string;
  /** When the user last logged in; null before the first time. */
  last_login_at: string | null;
  /** A disabled user cannot log in and its tokens are refused. */
  disabled: boolean;
  /** Dh earned per order it confirmed once that order is delivered (agents; 0 by default). */
  commission_per_delivered: number;
}

/** GET /api/admin/me: the user and what its role may do, so the page keeps no second copy. */
export interface CurrentStaff extends StaffUser {
  permissions: Permission[];
}

export interface LoginResult {
  success: true;
  token: string;
  user: StaffUser;
  message: string;
}
