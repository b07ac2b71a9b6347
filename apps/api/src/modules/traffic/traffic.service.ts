import type { ActiveUser, ActiveUsersResponse, ResetAllResponse } from '@vigor/shared';
import { ACTIVE_WINDOW_MINUTES, effectivePrice, hasDiscount, linesTotal } from '@vigor/shared';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';

/** The dashboard lists at most this many sessions; the stats always count all of them. */
export const ACTIVE_USERS_LIMIT = 500;

function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVE_WINDOW_MINUTES * 60 * 1000);
}

/**
 * Guests whose last activity is within the active window, most recent first, with their cart
 * lines priced from the database. Stats: active sessions, their page views, their cart lines.
 */
export async function activeUsers(now = new Date()): Promise<ActiveUsersResponse> {
  const where = { last_activity: { gte: activeSince(now) } };
  const [sessions, totals, cartActivities] = await Promise.all([
    prisma.guestSession.findMany({
      where,
      orderBy: [{ last_activity: 'desc' }, { id: 'asc' }],
      take: ACTIVE_USERS_LIMIT,
      select: {
        id: true,
        ip_address: true,
        user_agent: true,
        current_page: true,
        page_views: true,
        created_at: true,
        last_activity: true,
        cart_items: {
          orderBy: { id: 'asc' },
          select: {
            id: true,
            product_id: true,
            size: true,
            quantity: true,
            product: { select: { name: true, price: true, prix_reduction: true } },
          },
        },
      },
    }),
    prisma.guestSession.aggregate({ where, _count: { _all: true }, _sum: { page_views: true } }),
    prisma.cartItem.count({ where: { session: where } }),
  ]);

  const users: ActiveUser[] = sessions.map((s) => ({
    session_id: s.id,
    ip_address: s.ip_address,
    user_agent: s.user_agent,
    current_page: s.current_page,
    page_views: s.page_views,
    created_at: s.created_at.toISOString(),
    last_activity: s.last_activity.toISOString(),
    carts_count: s.cart_items.length,
    carts: s.cart_items.map((line) => {
      const priced = {
        price: toNumber(line.product.price),
        prix_reduction: toNullableNumber(line.product.prix_reduction),
      };
      const unitPrice = effectivePrice(priced);
      return {
        id: line.id,
        product_id: line.product_id,
        product_name: line.product.name,
        size: line.size,
        quantity: line.quantity,
        price: priced.price,
        prix_reduction: priced.prix_reduction,
        unit_price: unitPrice,
        on_sale: hasDiscount(priced),
        line_total: linesTotal([{ unitPrice, quantity: line.quantity }]),
      };
    }),
  }));

  return {
    success: true,
    message: 'Active users retrieved',
    data: {
      users,
      stats: {
        totalActive: totals._count._all,
        totalPageViews: totals._sum.page_views ?? 0,
        cartActivities,
      },
    },
  };
}

/**
 * "RESET ALL": deletes every guest session with its cart and quick-cart lines, in one
 * transaction. Orders stay (their session_id becomes NULL); nothing else is touched.
 */
export async function resetAllSessions(): Promise<ResetAllResponse> {
  const [carts, quick, sessions] = await prisma.$transaction([
    prisma.cartItem.deleteMany({}),
    prisma.quickCartItem.deleteMany({}),
    prisma.guestSession.deleteMany({}),
  ]);
  return {
    success: true,
    message: 'Sessions reset successfully',
    data: { sessions_deleted: sessions.count, carts_deleted: carts.count, quick_cart_deleted: quick.count },
  };
}
