/** Every product's unit cost (null: unknown), for the product form and PROFIT's missing marks. */
import { toNullableNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';

export interface ProductCost {
  product_id: number;
  name: string;
  unit_cost: number | null;
}

export async function productCosts(): Promise<ProductCost[]> {
  const rows = await prisma.product.findMany({
    select: { id: true, name: true, unit_cost: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((row) => ({
    product_id: row.id,
    name: row.name,
    unit_cost: toNullableNumber(row.unit_cost),
  }));
}
