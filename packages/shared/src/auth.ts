export const STAFF_ROLES = ['admin', 'traffic_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff user as the API shows it: never with a password or its hash. */
export interface StaffUser {
  id: number;
  nom: string;
  role: StaffRole;
  created_at: string;
}

export interface LoginResult {
  success: true;
  token: string;
  user: StaffUser;
  message: string;
}
