/**
 * Agent figures and commissions (docs/product.md, "Agent figures and commissions"), read from the
 * orders' events: a call event says who called, a move to `confirmed` who confirmed, and a move to
 * or out of `delivered` when a commission is earned or given back. The commission goes to the
 * agent of the order's last move to confirmed, at the agent's current rate.
 */
import { Prisma } from '@vigor/db/client';
import {
  shopDayEnd,
  shopDayStart,
  sumAmounts,
  type AgentFigures,
  type CommissionLine,
  type CommissionStatement,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';

const MOVED_TO_CONFIRMED = Prisma.sql`(e.details->>'to' = 'confirmed' AND e.details->>'from' <> 'confirmed')`;

/**
 * The agent an order's commission goes to: the staff user of its last move to confirmed (before
 * `before`, e.g. `AND e.id < d.id`). A subquery for a LATERAL join over `orderId`; the rate is that
 * user's commission_per_delivered. The profit report (modules/profit) reads it too: the
 * commission is part of a delivered order's contribution.
 */
export const confirmingAgent = (orderId: Prisma.Sql, before: Prisma.Sql = Prisma.empty) => Prisma.sql`
  SELECT e.staff_user_id FROM order_events e
  WHERE e.order_id = ${orderId} ${before} AND e.staff_user_id IS NOT NULL AND ${MOVED_TO_CONFIRMED}
  ORDER BY e.id DESC LIMIT 1`;

/**
 * The same rule over many orders at once: each order's last move to confirmed by a staff user, as
 * rows (order_id, staff_user_id) of the orders `orders` (a subquery of ids) names. The profit
 * report joins it by hash instead of looking each order's events up one by one.
 */
export const lastConfirmations = (orders: Prisma.Sql) => Prisma.sql`
  SELECT DISTINCT ON (e.order_id) e.order_id, e.staff_user_id
  FROM order_events e JOIN (${orders}) named ON named.id = e.order_id
  WHERE e.staff_user_id IS NOT NULL AND ${MOVED_TO_CONFIRMED}
  ORDER BY e.order_id, e.id DESC`;

/**
 * Every earned (+rate) or given back (−rate) commission in [start, end): the moves to and out of
 * delivered of orders some staff user confirmed before them.
 */
function commissionLines(start: Date, end: Date, agentId?: number) {
  const agent = agentId == null ? Prisma.empty : Prisma.sql`AND c.staff_user_id = ${agentId}`;
  return prisma.$queryRaw<
    { agent_id: number; order_id: number; at: Date; kind: CommissionLine['kind']; amount: string }[]
  >`
    SELECT c.staff_user_id AS agent_id, d.order_id, d.created_at AS at,
      CASE WHEN d.details->>'to' = 'delivered' THEN 'earned' ELSE 'given_back' END AS kind,
      (CASE WHEN d.details->>'to' = 'delivered' THEN 1 ELSE -1 END * s.commission_per_delivered)::text AS amount
    FROM order_events d
    JOIN LATERAL (${confirmingAgent(Prisma.sql`d.order_id`, Prisma.sql`AND e.id < d.id`)}) c ON true
    JOIN staff_users s ON s.id = c.staff_user_id
    WHERE ((d.details->>'to' = 'delivered' AND d.details->>'from' <> 'delivered')
        OR (d.details->>'from' = 'delivered' AND d.details->>'to' <> 'delivered'))
      AND d.created_at >= ${start} AND d.created_at < ${end} ${agent}
    ORDER BY d.created_at, d.id`;
}

/** Each agent's figures over the shop days from `from` to `to`, both included. */
export async function agentFigures(from: string, to: string): Promise<AgentFigures[]> {
  const start = shopDayStart(from);
  const end = shopDayEnd(to);
  const [rows, lines] = await Promise.all([
    prisma.$queryRaw<
      {
        user_id: number;
        nom: string;
        handled: number;
        confirmed: number;
        delivered: number;
        median_first_call_minutes: number | null;
        upsells_added: number;
      }[]
    >`
      WITH handled AS (
        SELECT DISTINCT e.staff_user_id, e.order_id FROM order_events e
        WHERE e.kind = 'call' AND e.staff_user_id IS NOT NULL AND e.created_at >= ${start} AND e.created_at < ${end}
      ), confirmed AS (
        SELECT DISTINCT e.staff_user_id, e.order_id FROM order_events e
        WHERE ${MOVED_TO_CONFIRMED} AND e.staff_user_id IS NOT NULL AND e.created_at >= ${start} AND e.created_at < ${end}
      ), first_calls AS (
        SELECT DISTINCT ON (e.order_id) e.order_id, e.staff_user_id, e.created_at FROM order_events e
        WHERE e.kind = 'call' AND e.staff_user_id IS NOT NULL
        ORDER BY e.order_id, e.created_at, e.id
      )
      SELECT s.id AS user_id, s.nom,
        (SELECT count(*)::int FROM handled h WHERE h.staff_user_id = s.id) AS handled,
        (SELECT count(*)::int FROM confirmed c WHERE c.staff_user_id = s.id) AS confirmed,
        (SELECT count(*)::int FROM confirmed c JOIN orders o ON o.id = c.order_id
          WHERE c.staff_user_id = s.id AND o.status = 'delivered') AS delivered,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.created_at - o.created_at) / 60)
          FROM first_calls f JOIN orders o ON o.id = f.order_id
          WHERE f.staff_user_id = s.id AND f.created_at >= ${start} AND f.created_at < ${end}) AS median_first_call_minutes,
        (SELECT count(*)::int FROM order_events e WHERE e.kind = 'upsell' AND e.staff_user_id = s.id
          AND e.created_at >= ${start} AND e.created_at < ${end}) AS upsells_added
      FROM staff_users s
      WHERE s.role = 'agent' OR EXISTS (SELECT 1 FROM handled h WHERE h.staff_user_id = s.id)
      ORDER BY s.nom`,
    commissionLines(start, end),
  ]);
  return rows.map((row) => ({
    user_id: row.user_id,
    nom: row.nom,
    handled: row.handled,
    confirmed: row.confirmed,
    confirmation_rate: row.handled ? row.confirmed / row.handled : null,
    delivered_of_confirmed: row.confirmed ? row.delivered / row.confirmed : null,
    median_first_call_minutes:
      row.median_first_call_minutes == null ? null : Math.round(Number(row.median_first_call_minutes)),
    commission: sumAmounts(lines.filter((l) => l.agent_id === row.user_id).map((l) => l.amount)),
    upsells_added: row.upsells_added,
  }));
}

/** The first shop day of `month` (YYYY-MM) and of the month after. */
function monthBounds(month: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [shopDayStart(`${month}-01`), shopDayStart(`${next}-01`)];
}

/** One agent's commissions of a month: every order delivered (+) or moved out of delivered (−). */
export async function commissionStatement(agentId: number, month: string): Promise<CommissionStatement> {
  const agent = await prisma.staffUser.findUnique({
    where: { id: agentId },
    select: { id: true, nom: true, commission_per_delivered: true },
  });
  if (!agent) throw AppError.notFound('Staff user');
  const [start, end] = monthBounds(month);
  const lines = (await commissionLines(start, end, agentId)).map((line) => ({
    order_id: line.order_id,
    at: line.at.toISOString(),
    kind: line.kind,
    amount: toNumber(line.amount),
  }));
  return {
    user_id: agent.id,
    nom: agent.nom,
    month,
    rate: toNumber(agent.commission_per_delivered),
    lines,
    total: sumAmounts(lines.map((line) => line.amount)),
  };
}
