import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUS_LABELS, type OrderStatus, type OutcomeResult } from '@vigor/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall, type Reply } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

/** How long the stand-in server takes to answer: three scans arrive while one request is out. */
const ANSWER_MS = 150;

/**
 * POST /api/shipping/outcomes as the server answers it (outcomes.test.ts): each id in the order
 * sent, a shipped order moves, any other is reported with its status. Answers after ANSWER_MS.
 */
function outcomesServer(orders: Map<number, OrderStatus>) {
  let inFlight = 0;
  let mostInFlight = 0;
  const handler = async (call: ApiCall) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    inFlight--;
    const { order_ids } = call.body as { order_ids: number[] };
    const data = order_ids.map((id): OutcomeResult => {
      const status = orders.get(id);
      if (status === 'shipped') {
        orders.set(id, 'delivered');
        return { id, ok: true, status: 'delivered' };
      }
      if (!status) return { id, ok: false, status: null, message: 'Order not found' };
      return { id, ok: false, status, message: `Order #${id} is ${ORDER_STATUS_LABELS[status]}.` };
    });
    return { body: { data } };
  };
  return { handler, mostInFlight: () => mostInFlight };
}

function openShipping(handler: (call: ApiCall) => Reply | Promise<Reply>) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/shipping/carriers': { body: { data: [] } },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/shipping/payouts': { body: { data: [] } },
    'POST /api/shipping/outcomes': handler,
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard?tab=shipping');
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('mark outcomes by scanning', () => {
  it('keeps every scan of a 20-code burst 50 ms apart, in scan order, each invalid one with its reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shipped = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];
    const orders = new Map<number, OrderStatus>([
      ...shipped.map((id) => [id, 'shipped'] as const),
      [201, 'confirmed'],
      [202, 'pending'],
    ]);
    const server = outcomesServer(orders);
    const api = openShipping(server.handler);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const box = await screen.findByLabelText('Order ids (scan, type + Enter, or paste)');

    // Ten shipped parcels and ten codes that cannot be marked, interleaved as a pile comes.
    const burst = '101 abc 102 999 103 201 #104 101 105 12a 106 202 107 998 108 105 109 x-7 110 0'.split(' ');
    box.focus();
    for (const code of burst) {
      await user.keyboard(`${code}{Enter}`);
      await act(() => vi.advanceTimersByTimeAsync(50));
    }
    // Nothing typed is left in the box or cut: the box is empty after each Enter.
    expect(box).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(10 * ANSWER_MS));

    const results = screen.getByRole('list', { name: 'Outcome results' });
    await waitFor(() => expect(within(results).queryByText(/sending/)).not.toBeInTheDocument());
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.className]),
    ).toEqual([
      ['#101: Delivered', 'is-ok'],
      ['abc: not an order number', 'is-error'],
      ['#102: Delivered', 'is-ok'],
      ['#999: Order not found', 'is-error'],
      ['#103: Delivered', 'is-ok'],
      ['#201: Order #201 is Confirmed.', 'is-error'],
      ['#104: Delivered', 'is-ok'],
      ['#101: Order #101 is Delivered.', 'is-error'],
      ['#105: Delivered', 'is-ok'],
      ['12a: not an order number', 'is-error'],
      ['#106: Delivered', 'is-ok'],
      ['#202: Order #202 is Pending.', 'is-error'],
      ['#107: Delivered', 'is-ok'],
      ['#998: Order not found', 'is-error'],
      ['#108: Delivered', 'is-ok'],
      ['#105: Order #105 is Delivered.', 'is-error'],
      ['#109: Delivered', 'is-ok'],
      ['x-7: not an order number', 'is-error'],
      ['#110: Delivered', 'is-ok'],
      ['0: not an order number', 'is-error'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('20 scanned: 10 marked, 10 not marked.');
    expect(shipped.map((id) => orders.get(id))).toEqual(shipped.map(() => 'delivered'));

    // One request at a time, each scan sent once, in scan order; scans made while a request was
    // out went together in the next one.
    const sent = api.callsTo('POST /api/shipping/outcomes').map((c) => c.body as { order_ids: number[] });
    expect(server.mostInFlight()).toBe(1);
    expect(sent.flatMap((b) => b.order_ids)).toEqual([
      101, 102, 999, 103, 201, 104, 101, 105, 106, 202, 107, 998, 108, 105, 109, 110,
    ]);
    expect(sent.length).toBeLessThan(16);
    expect(sent[0]).toEqual({ outcome: 'delivered', order_ids: [101] });
  }, 30_000);

  it('keeps the scans of a request that failed, marked not sent, and sends them again on demand', async () => {
    let calls = 0;
    const api = openShipping((call) => {
      calls++;
      if (calls === 1) return { networkError: true };
      const { order_ids } = call.body as { order_ids: number[] };
      return { body: { data: order_ids.map((id) => ({ id, ok: true, status: 'delivered' })) } };
    });
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Order ids (scan, type + Enter, or paste)');
    await user.type(box, '31{Enter}');
    const results = screen.getByRole('list', { name: 'Outcome results' });
    expect(await within(results).findByText(/^#31: not sent \(/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 scanned: 0 marked, 1 not marked.');

    await user.click(screen.getByRole('button', { name: 'SEND 1 UNSENT AGAIN' }));
    expect(await within(results).findByText('#31: Delivered')).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(api.callsTo('POST /api/shipping/outcomes').map((c) => c.body)).toEqual([
      { outcome: 'delivered', order_ids: [31] },
      { outcome: 'delivered', order_ids: [31] },
    ]);
    expect(screen.queryByRole('button', { name: /UNSENT AGAIN/ })).not.toBeInTheDocument();
  }, 20_000);
});
