import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_SECONDS, type DeskLeadDetail, type DeskOrderDetail } from '@vigor/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

function deskOrder(id: number, overrides: Partial<DeskOrderDetail> = {}): DeskOrderDetail {
  return {
    kind: 'order',
    id,
    reference: `ref${String(id).padStart(19, '0')}`,
    status: 'pending',
    customer_name: `Customer ${id}`,
    customer_phone: '+212612345678',
    customer_city: 'Casablanca',
    language: 'en',
    customer_address: '12 rue Ibn Battouta',
    delivery_note: null,
    total_amount: 249,
    delivery_fee: 20,
    cash_to_collect: 269,
    created_at: new Date(Date.now() - 12 * 60_000).toISOString(),
    call_attempts: 0,
    callback_at: null,
    source_label: null,
    claim: null,
    items: [
      {
        id: id * 10,
        product_id: 7,
        size: 'M',
        quantity: 1,
        price: 249,
        original_price: 249,
        pre_order: false,
        expected_ship_date: null,
        offer: null,
        discount: 0,
        product: { name: 'Shadow Hoodie', image: null, price: 249, prix_reduction: null },
      },
    ],
    phone_summary: { counts: {}, recent: [] },
    flags: { repeat: false, duplicate_of: [], risky: false, blocked: false },
    risk: { band: 'medium', score: 0.2, reasons: ['First order from this number'] },
    whatsapp: null,
    log: [],
    ...overrides,
  };
}

/** The CONFIRM tab on a queue of orders; an outcome takes its order out of the queue. */
function openDesk(
  queued: DeskOrderDetail[],
  templates = { fr: 'Bonjour', ar: 'مرحبا' },
  later: DeskOrderDetail[] = [],
) {
  let queue = [...queued];
  const orders = [...queued, ...later];
  const find = (id: number) => orders.find((o) => o.id === id)!;
  const orderRoutes = (id: number) => {
    const path = `/api/confirmation/orders/${id}`;
    return [
      [`GET ${path}`, () => ({ body: { data: find(id) } })],
      [
        `POST ${path}/claim`,
        { body: { data: { staff_id: ADMIN.id, staff_name: ADMIN.nom, until: '2026-12-01T00:00:00.000Z' } } },
      ],
      [`DELETE ${path}/claim`, { body: { success: true } }],
      [
        `POST ${path}/calls`,
        () => {
          queue = queue.filter((o) => o.id !== id);
          const call = {
            id: 900 + id,
            staff_id: ADMIN.id,
            staff_name: ADMIN.nom,
            created_at: new Date().toISOString(),
            event: { type: 'call', outcome: 'confirmed', from: 'pending', to: 'confirmed' },
          } as const;
          const data = { ...find(id), status: 'confirmed', log: [...find(id).log, call] };
          return { body: { success: true, message: 'Logged', data } };
        },
      ],
      [
        `POST ${path}/undo`,
        () => {
          queue = [find(id), ...queue];
          return { status: 201, body: { success: true, message: 'Outcome undone', data: find(id) } };
        },
      ],
      [`PATCH ${path}`, () => ({ body: { success: true, message: 'Order updated', data: find(id) } })],
    ] as const;
  };
  const beanie = makeProduct({ id: 8, name: 'Night Beanie', sizes: [] });
  const api = mockApi({
    ...dashboardApi({
      products: () => ({
        body: { data: [beanie], meta: { page: 1, per_page: 12, total: 1, total_pages: 1 } },
      }),
    }),
    'GET /api/confirmation/queue': () => ({ body: { data: queue } }),
    'GET /api/confirmation/settings': {
      body: {
        data: {
          auto_cancel_hours: 72,
          retry_after_hours: 2,
          whatsapp_after_attempts: 4,
          whatsapp_templates: templates,
        },
      },
    },
    'GET /api/products/7': { body: { data: makeProduct({ id: 7, name: 'Shadow Hoodie' }) } },
    'GET /api/products/8': { body: { data: beanie } },
    'POST /api/admin/blocklist': { status: 201, body: { success: true, message: 'Blocked', data: {} } },
    'POST /api/admin/order-limits/clear-phone': ({ body }) => ({
      status: 201,
      body: { success: true, message: 'Cleared', data: { ...(body as object), cleared: 3, id: 1 } },
    }),
    ...Object.fromEntries(orders.flatMap((order) => orderRoutes(order.id))),
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/confirm');
  /** Someone else changes an order: the desk reads `changed` from now on, out of the queue. */
  const changeElsewhere = (changed: DeskOrderDetail) => {
    orders[orders.findIndex((o) => o.id === changed.id)] = changed;
    queue = queue.filter((o) => o.id !== changed.id);
  };
  /** A shopper orders (one of `later`): the order is in the queue the next time the tab asks. */
  const arrive = (id: number) => queue.push(find(id));
  return { api, user: userEvent.setup(), changeElsewhere, arrive };
}

/** Lead #9 as the desk reads it: typed on the Arabic pages, called once without an answer. */
function deskLead(overrides: Partial<DeskLeadDetail> = {}): DeskLeadDetail {
  return {
    kind: 'lead',
    id: 9,
    status: 'open',
    customer_phone: '+212612345678',
    customer_name: 'Salma',
    customer_city: null,
    customer_address: 'Rue 5, Hay Salam',
    source: 'quick-cart',
    language: 'ar',
    created_at: new Date(Date.now() - 40 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 20 * 60_000).toISOString(),
    call_attempts: 1,
    claim: null,
    lines: [{ product_id: 7, size: 'M', quantity: 2, product_name: 'Shadow Hoodie', price: 249 }],
    total_amount: 498,
    phone_summary: { counts: {}, recent: [] },
    flags: { repeat: false, duplicate_of: [], risky: false, blocked: false },
    log: [
      {
        id: 1,
        kind: 'call',
        staff_name: 'Amina',
        created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        details: { outcome: 'no_answer', attempt: 1 },
      },
    ],
    ...overrides,
  };
}

/** The CONFIRM tab on a queue of one lead. */
function openLead(lead: DeskLeadDetail) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/confirmation/queue': { body: { data: [lead] } },
    'GET /api/confirmation/settings': { body: { data: { auto_cancel_hours: 72 } } },
    'GET /api/confirmation/leads/9': { body: { data: lead } },
    'POST /api/confirmation/leads/9/claim': {
      body: { data: { staff_id: ADMIN.id, staff_name: ADMIN.nom, until: '2026-12-01T00:00:00.000Z' } },
    },
    'DELETE /api/confirmation/leads/9/claim': { status: 204 },
    'POST /api/confirmation/leads/9/undo': {
      status: 201,
      body: { success: true, message: 'Outcome undone', data: lead },
    },
    'POST /api/confirmation/leads/9/calls': {
      status: 201,
      body: { success: true, message: 'Call logged', data: lead },
    },
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/confirm');
  return { api, user: userEvent.setup() };
}

/** The browser's sound and notification parts, which jsdom lacks, recording what the desk does. */
function fakeAlerts(permission: NotificationPermission) {
  const chimes: number[] = [];
  const notices: { title: string; body?: string }[] = [];
  let asked = 0;
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain = () => ({ gain: { value: 0 }, connect: () => undefined });
    createOscillator = () => ({
      frequency: { value: 0 },
      connect: () => undefined,
      start: (at: number) => chimes.push(at),
      stop: () => undefined,
    });
  }
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = () => {
      asked += 1;
      FakeNotification.permission = permission;
      return Promise.resolve(permission);
    };
    constructor(title: string, options?: NotificationOptions) {
      notices.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
  return { chimes, notices, asked: () => asked };
}

/** The queue is asked again every QUEUE_REFRESH_MS: a new order shows within 5 s. */
const NEXT_REFRESH = { timeout: 5_000 };

describe('CONFIRM tab', () => {
  it('lists the queue as the server orders it and opens the first order', async () => {
    openDesk([
      deskOrder(41),
      deskOrder(42, { flags: { repeat: true, duplicate_of: [41], risky: true, blocked: false } }),
    ]);
    const queue = await screen.findByRole('list', { name: 'Queue' });
    const items = await within(queue).findAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^#41 Customer 41.*12 min ago · Casablanca · English · 269/),
      expect.stringMatching(/^#42 Customer 42.*Duplicate\?Risky$/),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('article', { name: 'Order #41' })).toBeInTheDocument();
    expect(screen.getByTestId('order-language')).toHaveTextContent('English');
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('shows and picks times in shop time in a browser set to New York', async () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date('2025-11-22T09:00:00Z').getHours()).toBe(4); // the browser's own clock
      const { api, user } = openDesk([
        deskOrder(41, {
          created_at: '2025-11-21T23:30:00.000Z',
          callback_at: '2025-11-22T09:00:00.000Z',
          log: [
            {
              id: 1,
              staff_id: ADMIN.id,
              staff_name: ADMIN.nom,
              created_at: '2025-11-21T23:40:00.000Z',
              event: {
                type: 'call',
                from: 'pending',
                to: 'contacted',
                outcome: 'call_back',
                callback_at: '2025-11-22T09:00:00.000Z',
              },
            },
          ],
        }),
      ]);
      const order = await screen.findByRole('article', { name: 'Order #41' });
      expect(await within(order).findByText(/placed/)).toHaveTextContent(
        'Pending · placed 22/11/2025 00:30 · next call at 22/11/2025 10:00',
      );
      expect(within(order).getByRole('region', { name: 'Log' })).toHaveTextContent(
        `Call back (at 22/11/2025 10:00) by ${ADMIN.nom}`,
      );

      await user.keyboard('b');
      const picker = await within(order).findByLabelText('Call back at (Casablanca time)');
      expect(picker).toHaveValue('2025-11-22T10:00');
      fireEvent.change(picker, { target: { value: '2025-11-23T18:15' } });
      await user.click(within(order).getByRole('button', { name: 'Save callback' }));
      await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
      expect(api.callsTo('POST /api/confirmation/orders/41/calls')[0]?.body).toEqual({
        outcome: 'call_back',
        callback_at: '2025-11-23T17:15:00.000Z',
      });
    } finally {
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    }
  });

  it("flags an order from a phone with refusals as risky, with the reason, next to the phone's history", async () => {
    openDesk([
      deskOrder(41, {
        phone_summary: {
          counts: { refused: 1, canceled: 2, delivered: 1 },
          recent: [
            { id: 12, status: 'refused', created_at: new Date(Date.now() - 86_400_000).toISOString() },
          ],
        },
        flags: { repeat: true, duplicate_of: [], risky: true, blocked: false },
      }),
    ]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    expect(within(order).getByText('Risky: 1 refused parcel, 2 canceled orders')).toBeInTheDocument();
  });

  it('logs an outcome from the keyboard and moves the focus to the next order', async () => {
    const { api, user } = openDesk([deskOrder(41), deskOrder(42)]);
    await screen.findByRole('article', { name: 'Order #41' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
    await user.keyboard('c');
    await waitFor(() => expect(screen.getByRole('button', { name: /^#42/ })).toHaveFocus());
    expect(await screen.findByRole('article', { name: 'Order #42' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')[0]?.body).toEqual({ outcome: 'confirmed' });
  });

  it('shows the language an order was placed in and writes first in it (Arabic orders get the Arabic message)', async () => {
    openDesk([deskOrder(41, { language: 'ar', customer_name: 'Salma' })], {
      fr: 'Bonjour {name}',
      ar: 'السلام {name}',
    });
    const order = await screen.findByRole('article', { name: 'Order #41' });
    expect(within(order).getByTestId('order-language')).toHaveTextContent('Arabic');
    const first = await within(order).findByRole('link', { name: 'WhatsApp AR (a)' });
    expect(new URL(first.getAttribute('href')!).searchParams.get('text')).toBe('السلام Salma');
    const other = within(order).getByRole('link', { name: 'WhatsApp FR' });
    expect(new URL(other.getAttribute('href')!).searchParams.get('text')).toBe('Bonjour Salma');
  });

  it("fills the WhatsApp message with the items, city and address, the customer's name as typed", async () => {
    openDesk([deskOrder(41, { customer_name: "Sa$'id {total} $&" })], {
      fr: 'Bonjour {name}: {items}, {address}, {city}. {total}',
      ar: '{name}',
    });
    const order = await screen.findByRole('article', { name: 'Order #41' });
    const link = await within(order).findByRole('link', { name: 'WhatsApp FR (a)' });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
        "Bonjour Sa$'id {total} $&: 1 x Shadow Hoodie (M), 12 rue Ibn Battouta, Casablanca. 269.00 dh",
      ),
    );
  });

  it("links the WhatsApp message to the order's page by its reference, in the order's language, never its number", async () => {
    openDesk([deskOrder(41, { language: 'ar' })], { fr: '{link}', ar: 'n°{order}: {link}' });
    const order = await screen.findByRole('article', { name: 'Order #41' });
    const link = await within(order).findByRole('link', { name: 'WhatsApp AR (a)' });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
        `n°41: ${window.location.origin}/ar/order/ref0000000000000000041`,
      ),
    );
  });

  it('proposes the WhatsApp message once an order went unanswered as often as the setting says', async () => {
    openDesk([deskOrder(41, { call_attempts: 3 }), deskOrder(42, { call_attempts: 4 })]);
    const first = await screen.findByRole('article', { name: 'Order #41' });
    await within(first).findByText('3 unanswered call(s)', { exact: false });
    expect(within(first).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^#42/ }));
    const second = await screen.findByRole('article', { name: 'Order #42' });
    expect(await within(second).findByRole('note')).toHaveTextContent(
      'No answer 4 times: send the WhatsApp message (a).',
    );
  });

  it('edits the order on the call: an added item and a city from the delivery cities', async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    await screen.findByRole('article', { name: 'Order #41' });
    await user.keyboard('e');
    const form = await screen.findByRole('form', { name: 'Edit order' });

    await within(form).findByRole('option', { name: 'Night Beanie' });
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity of Night Beanie' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Size of Night Beanie' }), 'L');

    const city = within(form).getByRole('combobox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Paris');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(city).toHaveAccessibleDescription('Choose a city from the delivery cities.');
    expect(api.callsTo('PATCH /api/confirmation/orders/41')).toHaveLength(0);

    // The same picker as the checkout: typed in Arabic, chosen with the keyboard, saved in French.
    await user.clear(city);
    await user.type(city, 'الرب');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Rabat');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/confirmation/orders/41')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/confirmation/orders/41')[0]?.body).toMatchObject({
      customer_city: 'Rabat',
      items: [
        { product_id: 7, size: 'M', quantity: 1 },
        { product_id: 8, size: 'L', quantity: 2 },
      ],
    });
  });

  it("blocks the open order's phone in one action", async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await user.click(await within(order).findByRole('button', { name: 'BLOCK THIS PHONE' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/blocklist')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/blocklist')[0]?.body).toEqual({
      phone: '+212612345678',
      reason: 'Blocked from the desk on order #41',
    });
  });

  it('counts the queue in the tab title and announces a new order as the agent chose', async () => {
    const alerts = fakeAlerts('granted');
    const { user, arrive } = openDesk([deskOrder(41), deskOrder(42)], undefined, [
      deskOrder(43, { customer_name: 'Nadia' }),
      deskOrder(44, { customer_name: 'Karim', customer_city: 'Fès' }),
    ]);
    await waitFor(() => expect(document.title).toBe('(2) Confirmation desk | VIGOR admin'));
    const group = screen.getByRole('group', { name: 'Alerts' });
    const sound = within(group).getByRole('checkbox', { name: 'Sound on new orders' });
    const notify = within(group).getByRole('checkbox', { name: 'Browser notification' });
    // Both off by default, and the browser is not asked for notifications until the agent wants them.
    expect(sound).not.toBeChecked();
    expect(notify).not.toBeChecked();
    expect(alerts.asked()).toBe(0);

    arrive(43);
    await waitFor(() => expect(document.title).toBe('(3) Confirmation desk | VIGOR admin'), NEXT_REFRESH);
    expect(screen.getByRole('button', { name: /^#43 Nadia/ })).toBeInTheDocument();
    expect(alerts.chimes).toEqual([]);
    expect(alerts.notices).toEqual([]);

    await user.click(sound);
    await user.click(notify);
    await waitFor(() => expect(notify).toBeChecked());
    expect(alerts.asked()).toBe(1);
    expect(JSON.parse(localStorage.getItem('vigor.desk.alerts')!)).toEqual({ sound: true, notify: true });

    arrive(44);
    await waitFor(() => expect(alerts.notices).toHaveLength(1), NEXT_REFRESH);
    expect(alerts.notices[0]).toEqual({ title: 'New order to confirm', body: 'Order #44 · Karim · Fès' });
    expect(alerts.chimes.length).toBeGreaterThan(0);
    expect(document.title).toBe('(4) Confirmation desk | VIGOR admin');
  });

  it('remembers the sound choice, and leaves notifications off when the browser refuses them', async () => {
    localStorage.setItem('vigor.desk.alerts', JSON.stringify({ sound: true, notify: false }));
    const alerts = fakeAlerts('denied');
    const { user } = openDesk([deskOrder(41)]);
    const group = await screen.findByRole('group', { name: 'Alerts' });
    expect(within(group).getByRole('checkbox', { name: 'Sound on new orders' })).toBeChecked();
    const notify = within(group).getByRole('checkbox', { name: 'Browser notification' });
    await user.click(notify);
    expect(
      await within(group).findByText('Notifications are blocked for this site in the browser settings.'),
    ).toBeInTheDocument();
    expect(notify).not.toBeChecked();
    expect(alerts.asked()).toBe(1);
  });

  it('shows a lead with its cart, its address, its log and a WhatsApp message in the language of its page', async () => {
    openLead(deskLead());
    const panel = await screen.findByRole('article', { name: 'Lead #9' });
    expect(within(panel).getByRole('list', { name: 'Items' })).toHaveTextContent(
      '2 × Shadow Hoodie — size M',
    );
    expect(within(panel).getByRole('region', { name: 'Log' })).toHaveTextContent(
      '5 min ago: No answer (attempt 1) by Amina',
    );
    const whatsapp = within(panel).getByRole('link', { name: 'WhatsApp (a)' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.pathname).toBe('/212612345678');
    expect(url.searchParams.get('text')).toBe(
      'السلام عليكم Salma، معكم VIGOR. بدأتم طلبًا على موقعنا (2 x Shadow Hoodie (M)). هل تريدون أن نؤكده لكم؟',
    );
    expect(panel).toHaveTextContent('AddressRue 5, Hay Salam');
    // The order made from the lead starts with the address the shopper typed.
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Turn into an order (c)' }));
    const form = within(panel).getByRole('form', { name: 'Order from this lead' });
    expect(within(form).getByRole('textbox', { name: 'Address' })).toHaveValue('Rue 5, Hay Salam');
  });

  it('keeps an unsaved edit: the outcome keys ask to save or discard, and the keys work again after', async () => {
    const { api, user } = openDesk([deskOrder(41), deskOrder(42)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await user.keyboard('e');
    const form = await screen.findByRole('form', { name: 'Edit order' });
    // (e) puts the focus in the form.
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), ', 2e étage');
    order.focus();
    await user.keyboard('c');
    const prompt = await within(order).findByRole('alert');
    expect(prompt).toHaveTextContent('This order has unsaved changes: save or discard them first.');
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(0);

    await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/confirmation/orders/41')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/confirmation/orders/41')[0]?.body).toMatchObject({
      customer_address: '12 rue Ibn Battouta, 2e étage',
    });
    // Saved: the form closes, the focus is back on the order and its keys work.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit order' })).not.toBeInTheDocument());
    await waitFor(() => expect(order).toHaveFocus());
    await user.keyboard('c');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
  });

  it('discards an unsaved edit from the prompt', async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await user.keyboard('e');
    const form = await screen.findByRole('form', { name: 'Edit order' });
    await user.type(within(form).getByRole('textbox', { name: 'Delivery note' }), 'After 6 pm');
    order.focus();
    await user.keyboard('n');
    await user.click(await within(order).findByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('form', { name: 'Edit order' })).not.toBeInTheDocument();
    await waitFor(() => expect(order).toHaveFocus());
    await user.keyboard('n');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/confirmation/orders/41')).toHaveLength(0);
  });

  it('asks before a wrong number ends the order', async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
    await user.keyboard('w');
    const ask = await within(order).findByRole('form', { name: 'Wrong number' });
    expect(ask).toHaveTextContent('The order is canceled and its units go back on sale.');
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Back' }));
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(0);
    // Back on the order: its keys work again.
    await waitFor(() => expect(order).toHaveFocus());
    await user.keyboard('w');
    await user.click(await screen.findByRole('button', { name: 'Yes, wrong number' }));
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')[0]?.body).toEqual({
      outcome: 'wrong_number',
    });
  });

  it('keeps the open order open when it is canceled elsewhere, saying what changed and who did it', async () => {
    const { user, changeElsewhere } = openDesk([deskOrder(41), deskOrder(42)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await within(order).findByText('You hold this order.');
    changeElsewhere(
      deskOrder(41, {
        status: 'canceled',
        log: [
          {
            id: 900,
            staff_id: 99,
            staff_name: 'Sara',
            created_at: new Date().toISOString(),
            event: { type: 'status', from: 'pending', to: 'canceled', cause: 'sales' },
          },
        ],
      }),
    );
    const banner = await within(order).findByRole('alert', {}, { timeout: 8_000 });
    expect(banner).toHaveTextContent('Changed while you had this order open:pending → canceled by Sara');
    expect(banner).toHaveTextContent('It is now Canceled and has left the queue');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^#41/ })).not.toBeInTheDocument());
    // Still the open order, its outcomes off, until the agent moves on.
    expect(screen.getByRole('article', { name: 'Order #41' })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Confirmed (c)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^#42/ }));
    expect(await screen.findByRole('article', { name: 'Order #42' })).toBeInTheDocument();
  }, 15_000);

  it('opens next an order nobody else holds after an outcome', async () => {
    const other = { staff_id: 99, staff_name: 'Sara', until: '2026-12-01T00:00:00.000Z' };
    const { user } = openDesk([deskOrder(41), deskOrder(42, { claim: other }), deskOrder(43)]);
    await screen.findByRole('article', { name: 'Order #41' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
    await user.keyboard('c');
    expect(await screen.findByRole('article', { name: 'Order #43' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^#43/ })).toHaveFocus());
  });
});

describe('an order without an address', () => {
  it.each([
    ['pending', 'No address yet: ask for the street and district (e)'],
    ['confirmed', 'Confirmed without an address: add it (e) before it ships'],
  ] as const)('is flagged on the desk when %s', async (status, flag) => {
    openDesk([deskOrder(61, { status, customer_address: null })]);
    const order = await screen.findByRole('article', { name: 'Order #61' });
    expect(await within(order).findByText(flag)).toBeVisible();
  });
});

describe('a desk that tells the truth', () => {
  /** The browser going offline (or back online), as its online and offline events say. */
  function goOnline(on: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);
    fireEvent(window, new Event(on ? 'online' : 'offline'));
  }

  it('says it is offline, refuses an outcome with a message, and sends nothing once back online', async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
    goOnline(false);
    expect(await screen.findByText(/You are offline: the queue is not up to date/)).toBeVisible();
    await user.keyboard('c');
    expect(
      await screen.findByText(/nothing was sent\. Do it again once the connection is back\./),
    ).toBeVisible();
    await user.click(within(order).getByRole('button', { name: 'No answer (n)' }));
    goOnline(true);
    await waitFor(() => expect(screen.queryByText(/You are offline: the queue/)).not.toBeInTheDocument());
    // Nothing was queued to be replayed: the next refresh of the queue comes and no call was sent.
    const asked = api.callsTo('GET /api/confirmation/queue').length;
    await waitFor(() => expect(api.callsTo('GET /api/confirmation/queue').length).toBeGreaterThan(asked), {
      timeout: 5_000,
    });
    expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(0);
    await user.keyboard('c');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
  });

  it('offers to undo an outcome, with the button or the u key, and the order opens again', async () => {
    const { api, user } = openDesk([deskOrder(41), deskOrder(42)]);
    await screen.findByRole('article', { name: 'Order #41' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
    await user.keyboard('u');
    expect(await screen.findByText(/Nothing to undo: an outcome can be undone for 10 seconds/)).toBeVisible();
    await user.keyboard('c');
    const offer = await screen.findByRole('group', { name: 'Undo the last outcome' });
    expect(offer).toHaveTextContent('Order #41: confirmed.');
    await screen.findByRole('article', { name: 'Order #42' });
    await user.keyboard('u');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/undo')).toHaveLength(1));
    expect(api.callsTo('POST /api/confirmation/orders/41/undo')[0]?.body).toEqual({ event_id: 941 });
    expect(await screen.findByRole('article', { name: 'Order #41' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Undo the last outcome' })).not.toBeInTheDocument();

    await user.keyboard('n');
    await user.click(await screen.findByRole('button', { name: 'Undo (u)' }));
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/undo')).toHaveLength(2));
  });

  it('offers the undo for 10 seconds only', async () => {
    // Fake timers that still follow real time, so the page's requests and waits go on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, user } = openDesk([deskOrder(41), deskOrder(42)]);
      await screen.findByRole('article', { name: 'Order #41' });
      await waitFor(() => expect(screen.getByRole('button', { name: /^#41/ })).toHaveFocus());
      await user.keyboard('c');
      expect(await screen.findByRole('group', { name: 'Undo the last outcome' })).toBeVisible();
      act(() => void vi.advanceTimersByTime(UNDO_SECONDS * 1000));
      expect(screen.queryByRole('group', { name: 'Undo the last outcome' })).not.toBeInTheDocument();
      await user.keyboard('u');
      expect(await screen.findByText(/Nothing to undo/)).toBeVisible();
      expect(api.callsTo('POST /api/confirmation/orders/41/undo')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("clears the phone's orders of today with a reason", async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    const order = await screen.findByRole('article', { name: 'Order #41' });
    await user.click(within(order).getByRole('button', { name: "Clear today's orders" }));
    const form = within(order).getByRole('form', { name: "Clear today's orders" });
    await user.type(within(form).getByRole('textbox'), 'Her number was used by someone else');
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(await within(order).findByText('Cleared 3 order(s) of today for +212612345678.')).toBeVisible();
    expect(api.callsTo('POST /api/admin/order-limits/clear-phone')[0]?.body).toEqual({
      phone: '+212612345678',
      reason: 'Her number was used by someone else',
    });
  });

  it('keeps its keys working while a checkbox has the focus', async () => {
    const { api, user } = openDesk([deskOrder(41)]);
    await screen.findByRole('article', { name: 'Order #41' });
    await user.click(screen.getByRole('checkbox', { name: 'Sound on new orders' }));
    expect(screen.getByRole('checkbox', { name: 'Sound on new orders' })).toHaveFocus();
    await user.keyboard('c');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/orders/41/calls')).toHaveLength(1));
  });

  it('answers every key on a lead: t calls, n logs no answer (u takes it back), an order-only key says what works', async () => {
    const { api, user } = openLead(deskLead());
    const panel = await screen.findByRole('article', { name: 'Lead #9' });
    const tel = within(panel).getByRole('link', { name: 'Call (t)' });
    const clicked = vi.fn((event: Event) => event.preventDefault());
    tel.addEventListener('click', clicked);
    await user.click(screen.getByRole('button', { name: /^Lead/ }));
    await user.keyboard('t');
    expect(clicked).toHaveBeenCalledTimes(1);
    await user.keyboard('b');
    expect(
      await screen.findByText(/On a lead: c turns it into an order, n no answer, x closes it/),
    ).toBeVisible();
    await user.keyboard('n');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/leads/9/calls')).toHaveLength(1));
    expect(api.callsTo('POST /api/confirmation/leads/9/calls')[0]?.body).toEqual({ outcome: 'no_answer' });
    // A no answer on a lead can be undone too.
    await user.keyboard('u');
    await waitFor(() => expect(api.callsTo('POST /api/confirmation/leads/9/undo')).toHaveLength(1));
    expect(api.callsTo('POST /api/confirmation/leads/9/undo')[0]?.body).toEqual({ event_id: 1 });
  });

  it("marks a blocked phone's lead, and c says why it cannot become an order", async () => {
    const { user } = openLead(
      deskLead({ flags: { repeat: false, duplicate_of: [], risky: false, blocked: true } }),
    );
    const panel = await screen.findByRole('article', { name: 'Lead #9' });
    expect(within(panel).getByText('Blocked phone: this lead cannot become an order.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Turn into an order (c)' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Queue' })).getByText('Blocked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Lead/ }));
    await user.keyboard('c');
    // Said in the desk's status line too, and no conversion form opens.
    await waitFor(() =>
      expect(screen.getAllByText('Blocked phone: this lead cannot become an order.')).toHaveLength(2),
    );
    expect(screen.queryByRole('form', { name: 'Order from this lead' })).not.toBeInTheDocument();
  });
});
