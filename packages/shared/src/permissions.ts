import type { StaffRole } from './auth.js';

/**
 * What a staff user may do, named once. The API refuses a route whose permission the caller's role
 * lacks (403), and the back office shows only the tabs, buttons and figures of the role's
 * permissions (docs/product.md, "Team").
 */
export const PERMISSIONS = [
  /** Its own session: who am I, log out, log out everywhere. */
  'session',
  'orders.read',
  /** The SALES tab's status change. */
  'orders.edit',
  'orders.delete',
  /** Money beyond one order's own totals: the dashboard's revenue cards, the list's sums. */
  'money.read',
  /** Spreadsheet exports of lists. */
  'exports',
  /** The CONFIRM desk: queue, orders and leads, calls and edits. */
  'desk',
  'products.edit',
  /** Phones and addresses whose orders are refused; the desk blocks a caller in one action. */
  'blocklist',
  'messages',
  'messages.delete',
  /** SHIPPING: batches, slips, pick list, outcomes, parcels. */
  'shipping',
  /** The carriers' list, which shipping and payouts both name. */
  'carriers.read',
  /** Carriers' setup: add, edit, connect, cities. */
  'carriers.edit',
  /** Carrier payouts and statements. */
  'payouts',
  'reports',
  /** PROFIT: ad spend, its imports and the profit settings (costs per order, currency rates). */
  'profit',
  /** The shop's settings: delivery, order limits, the desk's rules, ads, WhatsApp, outbox. */
  'settings',
  'staff',
  'audit',
  'traffic',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Role → permissions (docs/product.md, "Team"). */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  agent: ['session', 'orders.read', 'desk', 'blocklist', 'messages'],
  // A shipper reads the confirmed orders it ships, without the list's money figures.
  shipper: ['session', 'orders.read', 'shipping', 'carriers.read'],
  accountant: [
    'session',
    'orders.read',
    'money.read',
    'exports',
    'carriers.read',
    'payouts',
    'reports',
    'profit',
    'audit',
  ],
  traffic_admin: ['session', 'traffic'],
};

export const can = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * `public`: anyone; `guest`: a shopper's guest_session cookie (or none yet); `signed`: an outside
 * platform's callback, open to the network but refused (401) unless the platform's signature of the
 * body checks out (the WhatsApp webhook, docs/whatsapp.md).
 */
export type RouteAccess = Permission | 'public' | 'guest' | 'signed';

/**
 * Every API route (`METHOD /api/path`, as Express names it) and who may call it. A staff route
 * missing here is refused to every role (middleware/authenticate.ts), and the authorization test
 * fails on any route of the app that this table does not name.
 */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/products': 'public',
  'GET /api/products/home': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/:id/recommendations': 'public',
  'POST /api/products': 'products.edit',
  'POST /api/products/:id': 'products.edit',
  'PUT /api/products/:id': 'products.edit',
  'PUT /api/products/:id/status': 'products.edit',
  'DELETE /api/products/:id': 'products.edit',
  'PUT /api/products/:id/offers': 'products.edit',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'session',
  'POST /api/admin/logout-everywhere': 'session',
  'GET /api/admin/me': 'session',
  'GET /api/admin/reports': 'reports',
  'GET /api/admin/reports/agents': 'reports',
  'GET /api/admin/reports/offers': 'reports',
  'GET /api/admin/reports/agents/:id/commissions': 'reports',
  // An agent's own figures and commissions, on its desk.
  'GET /api/admin/reports/mine': 'desk',
  'GET /api/admin/reports/mine/commissions': 'desk',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/reports/profit': 'profit',
  'GET /api/admin/profit-settings': 'profit',
  'PUT /api/admin/profit-settings': 'profit',
  'GET /api/admin/ad-spend': 'profit',
  'POST /api/admin/ad-spend': 'profit',
  'POST /api/admin/ad-spend/import': 'profit',
  // Unit costs are read and typed where products are edited.
  'GET /api/admin/product-costs': 'products.edit',
  'GET /api/admin/ads': 'settings',
  'PUT /api/admin/ads': 'settings',
  'GET /api/admin/ads/sends': 'settings',
  'POST /api/admin/ads/test': 'settings',
  'GET /api/admin/outbox': 'settings',
  'PUT /api/admin/outbox/settings': 'settings',
  'POST /api/admin/outbox/set-aside/:subscriber/:eventId/try-again': 'settings',
  'GET /api/ads/pixels': 'public',
  'GET /api/admin/whatsapp': 'settings',
  'PUT /api/admin/whatsapp': 'settings',
  // Meta's verification and notifications: no staff token; the POST is signed (docs/whatsapp.md).
  'GET /api/webhooks/whatsapp': 'public',
  'POST /api/webhooks/whatsapp': 'signed',
  'GET /api/admin/reports/risk': 'reports',
  // Orders the customer confirmed on WhatsApp, shown apart on the desk.
  'GET /api/confirmation/whatsapp-confirmed': 'desk',
  'GET /api/admin/order-limits': 'settings',
  'PUT /api/admin/order-limits': 'settings',
  // The desk lifts a phone's daily count for a shopper it has on the line.
  'POST /api/admin/order-limits/clear-phone': 'desk',
  'GET /api/admin/blocklist': 'blocklist',
  'POST /api/admin/blocklist': 'blocklist',
  'DELETE /api/admin/blocklist/:id': 'blocklist',
  'GET /api/utilisateurs': 'staff',
  'POST /api/utilisateurs': 'staff',
  'PUT /api/utilisateurs/:id': 'staff',
  'DELETE /api/utilisateurs/:id': 'staff',
  'POST /api/session/initialize': 'guest',
  'GET /api/test-session-debug': 'guest',
  'POST /api/session/update-activity': 'guest',
  'GET /api/traffic-dashboard/active-users': 'traffic',
  'POST /api/session/reset-all': 'traffic',
  'GET /api/carts': 'guest',
  'POST /api/carts': 'guest',
  'PUT /api/carts/:id': 'guest',
  'DELETE /api/carts/:id': 'guest',
  'GET /api/quick-cart': 'guest',
  'POST /api/quick-cart': 'guest',
  'DELETE /api/quick-cart/clear': 'guest',
  'POST /api/quick-cart/submit-order': 'guest',
  'PUT /api/quick-cart/:id': 'guest',
  'DELETE /api/quick-cart/:id': 'guest',
  'POST /api/sales': 'guest',
  'GET /api/sales/receipt/:reference': 'public',
  'POST /api/leads': 'guest',
  'GET /api/sales': 'orders.read',
  'GET /api/sales/:id': 'orders.read',
  'PUT /api/sales/:id': 'orders.edit',
  'POST /api/sales/bulk/status': 'orders.edit',
  'DELETE /api/sales/:id': 'orders.delete',
  'POST /api/messages': 'public',
  'GET /api/messages': 'messages',
  'PUT /api/messages/:id': 'messages',
  'DELETE /api/messages/:id': 'messages.delete',
  'GET /api/delivery': 'public',
  'GET /api/order-limits': 'public',
  'PUT /api/admin/delivery': 'settings',
  'GET /api/confirmation/queue': 'desk',
  'GET /api/confirmation/orders/:id': 'desk',
  'POST /api/confirmation/orders/:id/claim': 'desk',
  'DELETE /api/confirmation/orders/:id/claim': 'desk',
  'POST /api/confirmation/orders/:id/calls': 'desk',
  'POST /api/confirmation/orders/:id/undo': 'desk',
  'PATCH /api/confirmation/orders/:id': 'desk',
  'GET /api/confirmation/orders/:id/upsells': 'desk',
  'POST /api/confirmation/orders/:id/upsell': 'desk',
  'GET /api/confirmation/leads/:id': 'desk',
  'POST /api/confirmation/leads/:id/claim': 'desk',
  'DELETE /api/confirmation/leads/:id/claim': 'desk',
  'POST /api/confirmation/leads/:id/calls': 'desk',
  'POST /api/confirmation/leads/:id/undo': 'desk',
  'POST /api/confirmation/leads/:id/convert': 'desk',
  // The desk reads its rules (call-back delays, WhatsApp templates); only SETTINGS changes them.
  'GET /api/confirmation/settings': 'desk',
  'PUT /api/confirmation/settings': 'settings',
  'GET /api/shipping/carriers': 'carriers.read',
  'POST /api/shipping/carriers': 'carriers.edit',
  'PUT /api/shipping/carriers/:id': 'carriers.edit',
  'GET /api/shipping/batches': 'shipping',
  'POST /api/shipping/batches': 'shipping',
  'GET /api/shipping/batches/:id': 'shipping',
  'POST /api/shipping/outcomes': 'shipping',
  'GET /api/shipping/payouts': 'payouts',
  'POST /api/shipping/payouts': 'payouts',
  'GET /api/shipping/payouts/:id': 'payouts',
  'POST /api/shipping/payouts/:id/void': 'payouts',
  'GET /api/shipping/carrier-integrations': 'carriers.edit',
  'PUT /api/shipping/carriers/:id/integration': 'carriers.edit',
  'GET /api/shipping/carriers/:id/cities': 'carriers.edit',
  'POST /api/shipping/carriers/:id/cities/fetch': 'carriers.edit',
  'PUT /api/shipping/carriers/:id/cities': 'carriers.edit',
  'POST /api/shipping/carriers/:id/sync': 'shipping',
  'GET /api/shipping/carriers/:id/statement': 'payouts',
  'GET /api/shipping/parcels': 'shipping',
  'GET /api/shipping/batches/:id/carrier-labels': 'shipping',
  'GET /api/shipping/carriers/:id/sendit/pickup-cities': 'carriers.edit',
  // Sendit posts its status changes here; the HMAC signature of the body is the proof.
  'POST /api/shipping/carriers/:id/sendit/webhook': 'public',
  'PUT /api/shipping/parcels/:id/district': 'shipping',
  'POST /api/shipping/batches/:id/pickup': 'shipping',
  'POST /api/shipping/carriers/:id/test': 'carriers.edit',
  'POST /api/shipping/parcels/:id/release': 'shipping',
  'POST /api/shipping/batches/:id/delivery-note': 'shipping',
};

/** Who may call `key` (`METHOD /api/path`): null for a route the table does not name. */
export const routeAccess = (key: string): RouteAccess | null =>
  Object.hasOwn(ROUTE_ACCESS, key) ? ROUTE_ACCESS[key]! : null;
