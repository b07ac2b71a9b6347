import { Prisma } from '@vigor/db/client';
import type {
  HomeRows,
  ListProductsQuery,
  Page,
  Product,
  ProductFormInput,
  ProductStatus,
  Recommendations,
  StockShortfall,
} from '@vigor/shared';
import {
  HOME_ROW_SIZE,
  RECOMMENDATION_SIZE,
  RELEASED_STATUSES,
  SHOP_PAGE_SIZE,
  pageMeta,
} from '@vigor/shared';
import { fromCalendarDate } from '../../lib/calendar-date.ts';
import { AppError } from '../../lib/errors.ts';
import { deleteImage, saveImage } from '../../lib/image-store.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { escapeLike } from '../../lib/sql.ts';
import { byProductAndSize, type Tx } from '../../lib/stock.ts';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';
import { orderReads } from '../orders/index.ts';
import { productSelect, toDbType, toProduct } from './products.mapper.ts';

const EFFECTIVE_PRICE = Prisma.sql`CASE WHEN p.prix_reduction > 0 AND p.prix_reduction < p.price THEN p.prix_reduction ELSE p.price END`;

const ORDER_BY: Record<ListProductsQuery['sort'], Prisma.Sql> = {
  'name-asc': Prisma.sql`lower(p.name) ASC, p.id ASC`,
  'name-desc': Prisma.sql`lower(p.name) DESC, p.id DESC`,
  'price-asc': Prisma.sql`${EFFECTIVE_PRICE} ASC, p.id ASC`,
  'price-desc': Prisma.sql`${EFFECTIVE_PRICE} DESC, p.id DESC`,
};

/**
 * Products a shopper can be pointed to: not coming soon, not marked out of stock, and (unless
 * pre-ordered) with a size that has units left or no counted sizes at all.
 */
const RECOMMENDABLE = Prisma.sql`p.status IN ('available', 'pre_order') AND NOT (
  p.status = 'available'
  AND EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND (s.quantity IS NULL OR s.quantity > s.reserved))
)`;

/** Loads products by id with their sizes, in the order of `ids`. */
export async function productsByIds(ids: number[]): Promise<Product[]> {
  if (!ids.length) return [];
  const rows = await prisma.product.findMany({ where: { id: { in: ids } }, select: productSelect });
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listProducts(query: ListProductsQuery): Promise<Page<Product>> {
  const perPage = query.per_page ?? SHOP_PAGE_SIZE;
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  // Raw SQL compares with the database's enum labels, which are the API's names ('t-shirts').
  if (query.type) conditions.push(Prisma.sql`p.type = ${query.type}::product_type`);
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      Prisma.sql`(p.name ILIKE ${like} OR p.type::text ILIKE ${like} OR p.id::text = ${query.q})`,
    );
  }
  const where = Prisma.join(conditions, ' AND ');
  const [idRows, countRows] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`SELECT p.id FROM products p WHERE ${where}
      ORDER BY ${ORDER_BY[query.sort]} LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
  ]);
  const total = countRows[0]?.total ?? 0;
  return {
    data: await productsByIds(idRows.map((r) => r.id)),
    meta: {
      ...pageMeta(query.page, perPage, total),
    },
  };
}

/** Every product's id, for the sitemap: the shop lists every product, whatever its status. */
export async function productIds(): Promise<number[]> {
  const rows = await prisma.product.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.id);
}

export async function getProduct(id: number): Promise<Product> {
  return toProduct(
    await orNotFound('Product', prisma.product.findUnique({ where: { id }, select: productSelect })),
  );
}

/**
 * Top products of a type by units in orders that hold units (not canceled or returned), then newest. Units are summed
 * per product in SQL through the order_items (product_id) index, so the cost grows with the
 * type's own sales, not with the whole order history.
 */
async function bestSellers(type: 'hoodies' | 'beanies'): Promise<Product[]> {
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM products p
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(oi.quantity), 0) AS sold
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.product_id = p.id AND o.status NOT IN ('canceled', 'returned')
    ) sales
    WHERE p.type = ${type}::product_type
    ORDER BY sales.sold DESC, p.created_at DESC, p.id DESC
    LIMIT ${HOME_ROW_SIZE}`;
  return productsByIds(rows.map((r) => r.id));
}

export async function homeRows(): Promise<HomeRows> {
  const [hoodies, beanies] = await Promise.all([bestSellers('hoodies'), bestSellers('beanies')]);
  return { hoodies, beanies };
}

const COMPLEMENT: Partial<Record<Product['type'], Product['type']>> = {
  hoodies: 'beanies',
  beanies: 'hoodies',
};

export async function recommendations(id: number): Promise<Recommendations> {
  const product = await getProduct(id);
  const complement = COMPLEMENT[product.type];
  const crossFilter = complement
    ? Prisma.sql`p.type = ${complement}::product_type`
    : Prisma.sql`p.type <> ${product.type}::product_type`;
  const [random, cross] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`SELECT p.id FROM products p WHERE p.id <> ${id} AND ${RECOMMENDABLE}
      ORDER BY random() LIMIT ${RECOMMENDATION_SIZE * 2}`,
    prisma.$queryRaw<
      { id: number }[]
    >`SELECT p.id FROM products p WHERE p.id <> ${id} AND ${crossFilter} AND ${RECOMMENDABLE}
      ORDER BY random() LIMIT 1`,
  ]);
  const picked = await productsByIds([...random.map((r) => r.id), ...cross.map((r) => r.id)]);
  const others = picked.slice(0, random.length);
  return {
    also_like: others.slice(0, RECOMMENDATION_SIZE),
    // With few products the second block repeats the first rather than staying empty.
    check_this_out: others.length > RECOMMENDATION_SIZE ? others.slice(RECOMMENDATION_SIZE) : others,
    cross_promotion: cross.length ? (picked[random.length] ?? null) : null,
  };
}

function productData(input: ProductFormInput) {
  return {
    name: input.name,
    description: input.description,
    // Empty means "as the default": the storefront falls back to name and description.
    name_fr: input.name_fr || null,
    name_ar: input.name_ar || null,
    description_fr: input.description_fr || null,
    description_ar: input.description_ar || null,
    type: toDbType(input.type),
    color: input.color ?? null,
    price: input.price,
    prix_reduction: input.prix_reduction ?? null,
    unit_cost: input.unit_cost,
    status: input.status,
    expected_ship_date: fromCalendarDate(input.expected_ship_date),
  };
}

export async function createProduct(input: ProductFormInput, image?: Buffer): Promise<Product> {
  const key = image ? await saveImage(image) : null;
  try {
    const row = await prisma.product.create({
      data: {
        ...productData(input),
        image: key,
        sizes: {
          create: input.sizes.map((s, position) => ({ size: s.size, quantity: s.quantity, position })),
        },
      },
      select: productSelect,
    });
    invalidateCatalog();
    return toProduct(row);
  } catch (error) {
    await deleteImage(key);
    throw error;
  }
}

/**
 * The sizes whose new stock is below the units orders hold for them: a kept, added or counted-for-
 * the-first-time size below what is held, and a size orders hold that the new list leaves out
 * (its stock becomes 0).
 */
function stockShortfall(held: Map<string, number>, sizes: ProductFormInput['sizes']): StockShortfall[] {
  const stock = new Map<string, number>(sizes.map((s) => [s.size, s.quantity]));
  const named = [...sizes.map((s) => s.size), ...[...held.keys()].filter((size) => !stock.has(size))];
  return named.flatMap((size) => {
    const quantity = stock.get(size) ?? 0;
    const units = held.get(size) ?? 0;
    return quantity < units ? [{ size, quantity, held: units }] : [];
  });
}

/**
 * Units that orders holding units have of each of a product's sizes that it does not count (it
 * counts none yet, or the size was removed): a size counted from now on starts with them.
 */
async function heldOfUncountedSizes(
  tx: Tx,
  productId: number,
  counted: string[],
): Promise<Map<string, number>> {
  const rows = await orderReads(tx).orderItem.groupBy({
    by: ['size'],
    where: {
      product_id: productId,
      size: { notIn: counted },
      order: { status: { notIn: [...RELEASED_STATUSES] } },
    },
    _sum: { quantity: true },
  });
  return new Map(rows.map((row) => [row.size, row._sum.quantity ?? 0]));
}

/**
 * Replaces a product's fields and sizes. Setting a size's stock below the units orders hold is a
 * 409 with the shortfall unless the admin confirmed it (allow_shortfall), whether the size is
 * kept, counted for the first time (a product that had no counted sizes) or left out. Sizes that
 * stay keep their reserved units; a size counted anew starts with the units that orders already
 * hold for it. The product row is locked FOR UPDATE first, so orders for it in flight finish
 * before the count and new ones wait for the edit (lib/stock.ts).
 */
export async function updateProduct(id: number, input: ProductFormInput, image?: Buffer): Promise<Product> {
  const key = image ? await saveImage(image) : null;
  try {
    const { row, oldImage } = await prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ image: string | null }[]>`
        SELECT image FROM products WHERE id = ${id} FOR UPDATE`;
      if (!locked) throw AppError.notFound('Product');
      const current = await tx.productSize.findMany({
        where: { product_id: id },
        select: { size: true, reserved: true },
      });
      const counted = current.map((s) => s.size);
      const uncounted = await heldOfUncountedSizes(tx, id, counted);
      const held = new Map([...uncounted, ...current.map((s) => [s.size, s.reserved] as const)]);
      const shortfall = stockShortfall(held, input.sizes);
      if (shortfall.length && !input.allow_shortfall) {
        throw AppError.conflict(
          `Orders already hold more than the new stock: ${shortfall
            .map((s) => `${s.size}: ${s.held} held, stock ${s.quantity}`)
            .join('; ')}. Confirm to set it anyway; the shop will owe the difference.`,
          { shortfall },
        );
      }
      await tx.product.update({ where: { id }, data: { ...productData(input), ...(key && { image: key }) } });
      await tx.productSize.deleteMany({
        where: { product_id: id, size: { notIn: input.sizes.map((s) => s.size) } },
      });
      // Rows are locked in size order, the order in which placing an order locks them.
      const bySize = input.sizes
        .map((s, position) => ({ ...s, position, product_id: id }))
        .sort(byProductAndSize);
      for (const { position, ...s } of bySize) {
        await tx.productSize.upsert({
          where: { product_id_size: { product_id: id, size: s.size } },
          create: {
            product_id: id,
            size: s.size,
            quantity: s.quantity,
            position,
            reserved: uncounted.get(s.size) ?? 0,
          },
          update: { quantity: s.quantity, position },
        });
      }
      return {
        row: await tx.product.findUniqueOrThrow({ where: { id }, select: productSelect }),
        oldImage: locked.image,
      };
    });
    invalidateCatalog();
    if (key) await deleteImage(oldImage);
    return toProduct(row);
  } catch (error) {
    await deleteImage(key);
    throw error;
  }
}

export async function setProductStatus(id: number, status: ProductStatus): Promise<Product> {
  await orNotFound(
    'Product',
    prisma.product.update({ where: { id }, data: { status }, select: { id: true } }),
  );
  invalidateCatalog();
  return getProduct(id);
}

/** Orders keep their copy of the product's name and prices; their link to it becomes null. */
/** Deletes a product and its image; answers the deleted product's name. */
export async function deleteProduct(id: number): Promise<string> {
  const row = await orNotFound(
    'Product',
    prisma.product.delete({ where: { id }, select: { image: true, name: true } }),
  );
  invalidateCatalog();
  await deleteImage(row.image);
  return row.name;
}
