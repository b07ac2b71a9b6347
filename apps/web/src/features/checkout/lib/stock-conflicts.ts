import type { CartItem, InvalidItem } from '@vigor/shared';
import type { PageMessages } from '../../../messages/pages/en';
import { isGone } from './order-error-text';

/**
 * The conflicts of the last refused order that still stand: the line is still in the cart,
 * still selected, and asks for more than the units left (or the product cannot be ordered).
 * Reducing the quantity, removing the line or unselecting it settles its conflict.
 */
export function openConflicts(
  conflicts: readonly InvalidItem[],
  lines: readonly CartItem[],
  deselected: ReadonlySet<number>,
): InvalidItem[] {
  return conflicts.filter((conflict) => {
    const line = lines.find((l) => l.id === conflict.cart_id);
    if (!line || deselected.has(line.id)) return false;
    return conflict.reason === 'not_orderable' || line.quantity > conflict.available_quantity;
  });
}

/** The mark on a conflicting cart line: the units left and what to do. */
export function conflictText(conflict: InvalidItem, t: PageMessages['cart']['line']): string {
  return isGone(conflict) ? t.soldOut : t.onlyLeft(conflict.available_quantity);
}
