import type { Product, ProductSizeView, ProductType } from '@vigor/shared';
import { availableUnits, isBlockedByStatus, isOutOfStockByStock } from '@vigor/shared';
import type { Prisma } from '@vigor/db/client';
import { toCalendarDate } from '../../lib/calendar-date.ts';
import { toNullableNumber, toNumber } from '../../lib/money.ts';

/** The columns every product answer needs, with its sizes in the admin's order. */
export const productSelect = {
  id: true,
  name: true,
  description: true,
  name_fr: true,
  name_ar: true,
  description_fr: true,
  description_ar: true,
  type: true,
  color: true,
  price: true,
  prix_reduction: true,
  image: true,
  status: true,
  expected_ship_date: true,
  created_at: true,
  sizes: {
    select: { size: true, quantity: true, reserved: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

const TYPE_TO_API: Record<ProductRow['type'], ProductType> = {
  hoodies: 'hoodies',
  beanies: 'beanies',
  t_shirts: 't-shirts',
};

export function toDbType(type: ProductType): ProductRow['type'] {
  return type === 't-shirts' ? 't_shirts' : type;
}

export function toProduct(row: ProductRow): Product {
  const sizes: ProductSizeView[] = row.sizes.map((s) => {
    const short = s.quantity == null ? 0 : s.reserved - s.quantity;
    return {
      size: s.size,
      quantity: s.quantity,
      available: availableUnits({ quantity: s.quantity, sold: s.reserved }),
      ...(short > 0 && { short }),
    };
  });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_fr: row.name_fr,
    name_ar: row.name_ar,
    description_fr: row.description_fr,
    description_ar: row.description_ar,
    type: TYPE_TO_API[row.type],
    color: row.color,
    price: toNumber(row.price),
    prix_reduction: toNullableNumber(row.prix_reduction),
    image: row.image,
    status: row.status,
    expected_ship_date: toCalendarDate(row.expected_ship_date),
    sizes,
    is_blocked: isBlockedByStatus(row.status),
    is_out_of_stock: isOutOfStockByStock(
      row.status,
      row.sizes.map((s) => ({ quantity: s.quantity, sold: s.reserved })),
    ),
    created_at: row.created_at.toISOString(),
  };
}
