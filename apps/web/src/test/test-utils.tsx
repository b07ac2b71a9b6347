/**
 * Fixtures typed with the shared response types, a fetch stand-in that answers like the API,
 * and a render helper that mounts the real routes in a memory router.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type {
  CartItem,
  DeliverySettings,
  HomeRows,
  OrderCreated,
  Page,
  Product,
  Recommendations,
  StaffUser,
} from '@vigor/shared';
import { ROLE_PERMISSIONS } from '@vigor/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

let nextId = 100;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    description: 'Heavyweight cotton hoodie.',
    name_fr: null,
    name_ar: null,
    description_fr: null,
    description_ar: null,
    type: 'hoodies',
    color: 'black',
    price: 249,
    prix_reduction: null,
    image: `products/p${id}`,
    status: 'available',
    expected_ship_date: null,
    sizes: [
      { size: 'S', quantity: 5, available: 5 },
      { size: 'M', quantity: 5, available: 3 },
      { size: 'L', quantity: 5, available: 0 },
    ],
    is_blocked: false,
    is_out_of_stock: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const product = overrides.product ?? makeProduct();
  return {
    id: overrides.id ?? nextId++,
    product_id: product.id,
    product,
    size: 'M',
    quantity: 1,
    price: product.prix_reduction ?? product.price,
    print_placement: 'FRONT',
    available_quantity: 5,
    ...overrides,
  };
}

export function makePage<T>(data: T[], meta: Partial<Page<T>['meta']> = {}): Page<T> {
  return { data, meta: { page: 1, per_page: 24, total: data.length, total_pages: 1, ...meta } };
}

export const homeRows = (rows: Partial<HomeRows> = {}): { data: HomeRows } => ({
  data: { hoodies: [], beanies: [], ...rows },
});

export const recommendations = (recs: Partial<Recommendations> = {}): { data: Recommendations } => ({
  data: { also_like: [], check_this_out: [], cross_promotion: null, ...recs },
});

export function orderCreated(overrides: Partial<OrderCreated['data']> = {}): OrderCreated {
  return {
    success: true,
    message: 'Order created',
    data: {
      id: 42,
      reference: 'Rf42xxxxxxxxxxxxxxxxxx',
      status: 'pending',
      customer_city: 'Casablanca',
      language: 'en',
      total_amount: 249,
      delivery_fee: 20,
      items: [
        {
          name: 'Product 1',
          size: 'M',
          quantity: 1,
          price: 249,
          unit_price: 249,
          offer: null,
          discount: 0,
          pre_order: false,
          expected_ship_date: null,
        },
      ],
      ...overrides,
    },
  };
}

/** The delivery settings every database starts with (a few of its cities). */
export const deliverySettings: DeliverySettings = {
  free_from: 599,
  zones: [
    {
      id: 1,
      name: 'Casablanca',
      fee: 20,
      cities: [{ id: 1, name_fr: 'Casablanca', name_ar: 'الدار البيضاء' }],
    },
    {
      id: 2,
      name: 'Other cities',
      fee: 35,
      cities: [
        { id: 2, name_fr: 'Rabat', name_ar: 'الرباط' },
        { id: 3, name_fr: 'Fès', name_ar: 'فاس' },
        { id: 4, name_fr: 'Tanger', name_ar: 'طنجة' },
      ],
    },
  ],
};

export interface Reply {
  status?: number;
  body?: unknown;
  /** Simulates a network failure. */
  networkError?: boolean;
}

export interface ApiCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** GET /api/admin/me as the server answers it: the stored user, with its role's permissions. */
function currentStaffReply(): Reply {
  const user = JSON.parse(localStorage.getItem('user') ?? 'null') as StaffUser | null;
  if (!user) return { status: 401, body: { message: 'Unauthenticated.' } };
  return { body: { data: { ...user, permissions: ROLE_PERMISSIONS[user.role] } } };
}

/**
 * Stands in for fetch. Keys are "METHOD /path" (the query string is ignored unless the key has
 * one); the guest-session calls answer by default. Unknown calls answer 404 and are recorded.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    'GET /api/test-session-debug': { body: { session_exists_in_db: true } },
    'POST /api/session/initialize': { body: { success: true } },
    'POST /api/session/update-activity': { body: { success: true } },
    'GET /api/carts': { body: { data: [] } },
    'GET /api/delivery': { body: { data: deliverySettings } },
    'GET /api/order-limits': { body: { data: { units_per_line: 10, units_per_order: 20 } } },
    'GET /api/admin/me': currentStaffReply,
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path: parsed.pathname,
      url: parsed.pathname + parsed.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = all[`${method} ${call.url}`] ?? all[`${method} ${call.path}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: { message: 'Not found' } };
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to one endpoint, e.g. callsTo('POST /api/carts'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** Renders the app's real routes at `path` (with optional navigation state). */
export function renderApp(path = '/', state?: unknown, prime?: (client: QueryClient) => void) {
  const queryClient = createQueryClient({ retry: 0 });
  prime?.(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
