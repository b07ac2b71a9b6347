import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/back-office';
import { previewStatus, slipBatches } from './status-preview';

describe('previewStatus', () => {
  it('sorts orders into workflow steps, corrections and orders already there', () => {
    const pending = makeOrder({ status: 'pending' });
    const contacted = makeOrder({ status: 'contacted' });
    const delivered = makeOrder({ status: 'delivered' });
    const confirmed = makeOrder({ status: 'confirmed' });
    const canceled = makeOrder({ status: 'canceled' });
    expect(previewStatus([pending, delivered, contacted, confirmed, canceled], 'confirmed')).toEqual({
      moves: [pending, contacted],
      corrections: [delivered, canceled],
      unchanged: [confirmed],
    });
    expect(previewStatus([pending], 'shipped')).toEqual({ moves: [], corrections: [pending], unchanged: [] });
  });
});

describe('slipBatches', () => {
  it('lists the batches of the selected orders once each, and the orders not shipped yet', () => {
    const a = makeOrder({ shipment_batch_id: 7 });
    const b = makeOrder({ shipment_batch_id: 3 });
    const c = makeOrder({ shipment_batch_id: 7 });
    const d = makeOrder({ shipment_batch_id: null });
    expect(slipBatches([a, b, c, d])).toEqual({ batches: [3, 7], unbatched: [d] });
    expect(slipBatches([])).toEqual({ batches: [], unbatched: [] });
  });
});
