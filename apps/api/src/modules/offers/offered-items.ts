import type { LineOffer } from '@vigor/shared';
import { priceWithOffers } from '@vigor/shared';
import type { Tx } from '../../lib/prisma.ts';
import { readOffers } from './offers.service.ts';

interface Line {
  product_id: number;
  size: string;
  quantity: number;
}

/**
 * An order's stored lines with the offers of their products applied (packages/shared offers.ts):
 * `itemOf` makes a line as it is stored without offers (its price is the sale price of now), and
 * each comes back with the offer's unit price, the offer and the discount. An add-on taken from a
 * line of several units makes two lines. Order placement and desk edits both price lines here.
 */
export async function withOffers<T extends { price: number }>(
  tx: Tx,
  lines: readonly Line[],
  itemOf: (line: Line) => T,
): Promise<(T & { offer: LineOffer; discount: number })[]> {
  const offers = await readOffers(
    tx,
    lines.map((l) => l.product_id),
  );
  const priced = priceWithOffers(
    lines.map((l) => ({
      product_id: l.product_id,
      size: l.size,
      quantity: l.quantity,
      unit_price: itemOf(l).price,
    })),
    (id) => offers.get(id),
  );
  return priced.map((p) => ({ ...itemOf(p), price: p.unit_price, offer: p.offer, discount: p.discount }));
}
