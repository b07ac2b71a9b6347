/** Back-office fixtures typed with the shared response types, and helpers around test-utils. */
import type {
  AdSettings,
  ProfitSettings,
  ActiveUser,
  ActiveUsersResponse,
  AdminOrder,
  AdminOrdersPage,
  Message,
  MessagesPage,
  OrderStatus,
  StaffUser,
  WhatsappSettings,
} from '@vigor/shared';
import { DEFAULT_ORDER_LIMITS, expectedRevenue } from '@vigor/shared';
import { onTestFinished, vi } from 'vitest';
// The back-office routes are lazy: loaded here with the test file, a test's first render does
// not wait for their modules (over a second on a busy machine).
import '../app/routes/admin/confirm';
import '../app/routes/admin/dashboard';
import '../app/routes/admin/log';
import '../app/routes/admin/login';
import '../app/routes/admin/messages';
import '../app/routes/admin/products';
import '../app/routes/admin/reports';
import '../app/routes/admin/sales';
import '../app/routes/admin/settings';
import '../app/routes/admin/shipping';
import '../app/routes/admin/staff';
import '../app/routes/admin/traffic';
import { setUnauthorizedHandler } from '../lib/api-client';
import { SPREADSHEET_TYPE } from '../lib/spreadsheet';
import { mockApi, renderApp, type ApiCall, type Reply } from './test-utils';

let nextId = 500;

export function makeOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = overrides.id ?? nextId++;
  return {
    id,
    customer_name: 'Amine El Idrissi',
    customer_phone: '+212612345678',
    customer_city: 'Casablanca',
    customer_address: '12 rue Ibn Battouta, Maarif',
    language: 'en',
    total_amount: 498,
    delivery_fee: 30,
    status: 'pending',
    sale_date: '2026-11-20T14:30:00.000Z',
    created_at: '2026-11-20T14:30:00.000Z',
    items: [
      {
        id: id * 10,
        product_id: 7,
        size: 'M',
        quantity: 2,
        price: 249,
        original_price: 249,
        pre_order: false,
        expected_ship_date: null,
        offer: null,
        discount: 0,
        product: { name: 'Shadow Hoodie', image: 'products/shadow', price: 249, prix_reduction: null },
      },
    ],
    phone_history: { orders: 0, canceled: 0, delivered: 0 },
    shipment_batch_id: null,
    source_label: null,
    ...overrides,
  };
}

const ZERO_COUNTS: Record<OrderStatus, number> = {
  pending: 0,
  contacted: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  refused: 0,
  returned: 0,
  canceled: 0,
};

export function ordersPage(data: AdminOrder[], meta: Partial<AdminOrdersPage['meta']> = {}): AdminOrdersPage {
  return {
    data,
    meta: {
      page: 1,
      per_page: 10,
      total: data.length,
      total_pages: data.length > 0 ? 1 : 0,
      status_counts: { ...ZERO_COUNTS, pending: data.length },
      revenue: expectedRevenue(data),
      collected_revenue: 0,
      ...meta,
    },
  };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? nextId++;
  return {
    id,
    first_name: 'Salma',
    last_name: 'Bennani',
    email: `salma${id}@example.ma`,
    subject: 'Size question',
    message:
      'Hello, does the Shadow Hoodie run small? I usually wear M in most brands but I am not sure here.',
    status: 'unread',
    created_at: '2026-11-19T09:00:00.000Z',
    ...overrides,
  };
}

export function messagesPage(data: Message[], meta: Partial<MessagesPage['meta']> = {}): MessagesPage {
  return {
    data,
    meta: {
      page: 1,
      per_page: 20,
      total: data.length,
      total_pages: data.length > 0 ? 1 : 0,
      status_counts: { unread: data.length, read: 0, archived: 0 },
      ...meta,
    },
  };
}

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
export const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

export function makeActiveUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return {
    session_id: `sess-${nextId++}-abcdefghijklmnop`,
    ip_address: '196.200.1.10',
    user_agent: CHROME_UA,
    current_page: '/shop',
    page_views: 3,
    created_at: '2026-11-21T10:00:00.000Z',
    last_activity: '2026-11-21T10:20:00.000Z',
    carts_count: 0,
    carts: [],
    ...overrides,
  };
}

export function activeUsers(
  users: ActiveUser[],
  stats: Partial<ActiveUsersResponse['data']['stats']> = {},
): ActiveUsersResponse {
  return {
    success: true,
    message: 'ok',
    data: {
      users,
      stats: {
        totalActive: users.length,
        totalPageViews: users.reduce((s, u) => s + u.page_views, 0),
        cartActivities: users.reduce((s, u) => s + u.carts_count, 0),
        ...stats,
      },
    },
  };
}

export const ADMIN: StaffUser = {
  id: 1,
  nom: 'admin',
  role: 'admin',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: '2026-11-27T08:00:00.000Z',
  disabled: false,
  commission_per_delivered: 0,
};
export const TRAFFIC: StaffUser = {
  id: 2,
  nom: 'traffic',
  role: 'traffic_admin',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: '2026-11-27T08:00:00.000Z',
  disabled: false,
  commission_per_delivered: 0,
};

export function logInAs(user: StaffUser | null, token = 'token-123') {
  localStorage.setItem('authToken', token);
  if (user) localStorage.setItem('user', JSON.stringify(user));
}

/** The real routes at `path`, with a 401 sending the memory router to /admin as main.tsx does. */
export function renderBackOffice(path: string) {
  const app = renderApp(path);
  setUnauthorizedHandler(() => void app.router.navigate('/admin', { replace: true }));
  return app;
}

/** An admin's back office at `path`, with the API answering SALES' list by `sales` (and `extra`). */
export function openSales(
  path: string,
  sales: NonNullable<Parameters<typeof dashboardApi>[0]>['sales'],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({ ...dashboardApi({ sales }), ...extra });
  logInAs(ADMIN);
  return { api, ...renderBackOffice(path) };
}

/** Query string of a recorded call, as an object. */
export const queryOf = (call: ApiCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '/', 'http://localhost').searchParams);

/** A reply that waits until `release` is called (to see what shows while a request runs). */
export function deferredReply(reply: Reply) {
  let release: () => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => promise, release: () => release() };
}

/** The ad settings of a shop that has not configured any platform. */
export const NO_AD_SETTINGS: AdSettings = {
  meta_pixel_id: null,
  meta_access_token_saved: false,
  meta_test_event_code: null,
  tiktok_pixel_code: null,
  tiktok_access_token_saved: false,
  tiktok_test_event_code: null,
  purchase_on: 'confirmed',
};

/** Handlers for the three stat-card queries (per_page=1) and the lists. */
export function dashboardApi({
  sales = ordersPage([]),
  products,
  messages = messagesPage([]),
}: {
  sales?: AdminOrdersPage | ((call: ApiCall) => Reply | Promise<Reply>);
  products?: unknown;
  messages?: MessagesPage | ((call: ApiCall) => Reply | Promise<Reply>);
} = {}) {
  const asHandler = (value: unknown) =>
    typeof value === 'function' ? (value as (call: ApiCall) => Reply) : () => ({ body: value });
  const emptyProducts = { data: [], meta: { page: 1, per_page: 12, total: 0, total_pages: 0 } };
  return {
    'GET /api/sales': asHandler(sales),
    'GET /api/products': asHandler(products ?? emptyProducts),
    'GET /api/messages': asHandler(messages),
    'GET /api/admin/order-limits': () => ({ body: { data: DEFAULT_ORDER_LIMITS } }),
    'GET /api/admin/blocklist': () => ({ body: { data: [] } }),
    'GET /api/admin/ads': () => ({ body: { data: NO_AD_SETTINGS } }),
    'GET /api/admin/ads/sends': () => ({
      body: { data: { recent: [], last_7_days: { pending: 0, sent: 0, skipped: 0, failed: 0 } } },
    }),
    'GET /api/admin/outbox': () => ({
      body: { data: { failures_before_set_aside: 10, subscribers: [], set_aside: [] } },
    }),
    'GET /api/admin/profit-settings': () => ({ body: { data: NO_PROFIT_SETTINGS } }),
    'GET /api/admin/whatsapp': () => ({ body: { data: NO_WHATSAPP_SETTINGS } }),
  };
}

/** The WhatsApp settings of a shop that set none yet. */
export const NO_WHATSAPP_SETTINGS: WhatsappSettings = {
  phone_number_id: null,
  access_token_saved: false,
  app_secret_saved: false,
  verify_token: null,
  templates: { en: '', fr: '', ar: '' },
  delivery_templates: { en: '', fr: '', ar: '' },
  bands: ['low', 'medium'],
  reply_hours: 2,
};

/** The profit settings of a shop that typed none yet. */
export const NO_PROFIT_SETTINGS: ProfitSettings = {
  packaging_cost: 0,
  currency_rates: {},
  meta_ad_account_id: null,
  meta_read_token_saved: false,
  tiktok_advertiser_id: null,
  tiktok_read_token_saved: false,
};

/** Replaces one of URL's object-URL functions until the test ends (vi.spyOn needs an existing one). */
function stubUrlStatic<K extends 'createObjectURL' | 'revokeObjectURL'>(name: K, stub: (typeof URL)[K]) {
  const saved = Object.getOwnPropertyDescriptor(URL, name);
  URL[name] = stub;
  onTestFinished(() => {
    if (saved) Object.defineProperty(URL, name, saved);
    else delete (URL as Partial<typeof URL>)[name];
  });
}

/** Captures the files the page saves (jsdom has no object URLs and does not follow downloads). */
export function captureDownloads() {
  const blobs: Blob[] = [];
  stubUrlStatic(
    'createObjectURL',
    vi.fn((blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return `blob:test-${blobs.length}`;
    }),
  );
  stubUrlStatic('revokeObjectURL', vi.fn());
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    blobs,
    click,
    fileName: () => (click.mock.contexts[0] as HTMLAnchorElement | undefined)?.download,
    /** Whether the saved file is an .xlsx workbook (a zip archive); its cells: export-columns.test.ts. */
    isWorkbook: async (index = 0) => {
      const blob = blobs[index];
      const head = blob ? new Uint8Array(await blob.slice(0, 2).arrayBuffer()) : [];
      return blob?.type === SPREADSHEET_TYPE && String.fromCharCode(...head) === 'PK';
    },
  };
}
