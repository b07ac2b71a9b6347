import { orderEventLine, type DeskOrderDetail } from '@vigor/shared';

/** One entry of an order's log as the desk says it: what happened and who did it. */
export const orderLogLine = (entry: DeskOrderDetail['log'][number]): string =>
  orderEventLine(entry.event, entry.staff_name);
