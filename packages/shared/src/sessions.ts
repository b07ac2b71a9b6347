/** A guest is active while its last activity is this recent. */
export const ACTIVE_WINDOW_MINUTES = 30;
/** Idle guest sessions are purged after this many days. */
export const SESSION_RETENTION_DAYS = 30;
export const GUEST_SESSION_COOKIE = 'guest_session';

export type BrowserName = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Other Browser' | 'Unknown';

/** The browser name the traffic dashboard shows for a user agent. */
export function browserName(userAgent: string | null | undefined): BrowserName {
  if (!userAgent) return 'Unknown';
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other Browser';
}

export interface ActiveUserCartLine {
  id: number;
  product_id: number;
  product_name: string;
  size: string;
  quantity: number;
  price: number;
  prix_reduction: number | null;
  unit_price: number;
  on_sale: boolean;
  line_total: number;
}

export interface ActiveUser {
  session_id: string;
  ip_address: string | null;
  user_agent: string | null;
  current_page: string | null;
  page_views: number;
  created_at: string;
  last_activity: string;
  carts_count: number;
  carts: ActiveUserCartLine[];
}

export interface TrafficStats {
  totalActive: number;
  totalPageViews: number;
  cartActivities: number;
}

export interface ActiveUsersResponse {
  success: true;
  message: string;
  data: { users: ActiveUser[]; stats: TrafficStats };
}

export interface ResetAllResponse {
  success: true;
  message: string;
  data: { sessions_deleted: number; carts_deleted: number; quick_cart_deleted: number };
}
