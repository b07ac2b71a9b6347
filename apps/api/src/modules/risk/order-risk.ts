/**
 * Each order's risk band, scored once when it is placed (orders.service.ts calls scoreNewOrder in
 * the order's transaction: two statements, the facts and the row) and read by the desk, SALES and
 * the API (risksOf).
 */
import { Prisma } from '@vigor/db/client';
import type { OrderRisk, RiskBand } from '@vigor/shared';
import { scoreRisk } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { riskFactsOf } from './risk-facts.ts';
import { currentRiskModel } from './risk-model.ts';

/** The newest model is read once a minute at most per process: it changes once a night. */
const MODEL_KEPT_MS = 60_000;
let kept: { model: Awaited<ReturnType<typeof currentRiskModel>>; until: number } | null = null;

async function model(tx: Tx) {
  if (kept && kept.until > Date.now()) return kept.model;
  const fresh = await currentRiskModel(tx);
  kept = { model: fresh, until: Date.now() + MODEL_KEPT_MS };
  return fresh;
}

/** Forgets the model kept in memory (after a refit in this process, and in tests). */
export function forgetRiskModel(): void {
  kept = null;
}

/** Scores the order just inserted in `tx` and records its band; answers it (null: scoring is off). */
export async function scoreNewOrder(tx: Tx, orderId: number): Promise<OrderRisk | null> {
  if (env.RISK_AT_PLACEMENT === 'off') return null;
  const [[found], current] = await Promise.all([riskFactsOf(tx, Prisma.sql`me.id = ${orderId}`), model(tx)]);
  const risk = scoreRisk(found!.facts, current);
  await tx.$executeRaw`INSERT INTO order_risks (order_id, band, score, reasons, features)
    VALUES (${orderId}, ${risk.band}, ${risk.score}, ${JSON.stringify(risk.reasons)}::jsonb,
      ${JSON.stringify(found!.facts)}::jsonb)`;
  return risk;
}

/** The bands of these orders (an order placed before bands existed has none). */
export async function risksOf(orderIds: readonly number[], db: Tx = prisma): Promise<Map<number, OrderRisk>> {
  if (!orderIds.length) return new Map();
  const rows = await db.orderRisk.findMany({
    where: { order_id: { in: [...orderIds] } },
    select: { order_id: true, band: true, score: true, reasons: true },
  });
  return new Map(
    rows.map((r) => [
      r.order_id,
      { band: r.band as RiskBand, score: r.score, reasons: r.reasons as string[] },
    ]),
  );
}
