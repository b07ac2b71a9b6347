import type { OrderStatus } from '@vigor/shared';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  canceled: 'Canceled',
};
