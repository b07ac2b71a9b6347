import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  awaitsConfirmation,
  holdsUnits,
  isEditable,
} from './order-lifecycle.js';

describe('order lifecycle', () => {
  it('keeps the first five labels and names every status', () => {
    expect(ORDER_STATUSES).toHaveLength(8);
    expect(ORDER_STATUS_LABELS).toMatchObject({
      pending: 'Pending',
      contacted: 'Contacted',
      confirmed: 'Confirmed',
      delivered: 'Delivered',
      canceled: 'Canceled',
    });
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
  });

  it('holds units in every status but canceled and returned', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsUnits(s))).toEqual(['returned', 'canceled']);
  });

  it('says which orders await confirmation and may be edited', () => {
    expect(ORDER_STATUSES.filter(awaitsConfirmation)).toEqual(['pending', 'contacted']);
    expect(ORDER_STATUSES.filter(isEditable)).toEqual(['pending', 'contacted', 'confirmed']);
  });
});
