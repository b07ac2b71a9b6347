/**
 * The risk model in use and its nightly refit (docs/product.md, "Risk bands"). The refit, a
 * scheduled task (scheduled-tasks.ts), first counts each city's parcels with an outcome over the
 * last 90 days, the shop's refusal rate and its usual basket, then fits the weights on the
 * delivered, refused and returned orders of the last year with a logistic regression computed
 * here (fitRiskWeights, packages/shared/src/risk.ts). With too little history the defaults stay.
 */
import { Prisma } from '@vigor/db/client';
import type { RiskModel, RiskVector } from '@vigor/shared';
import { DEFAULT_RISK_MODEL, RISK_WINDOW_DAYS, fitRiskWeights, riskVector } from '@vigor/shared';
import { logger } from '../../lib/logger.ts';
import { toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { riskFactsOf } from './risk-facts.ts';

/** The history the weights learn from. */
const FIT_WINDOW_DAYS = 365;

/** The newest fitted model, or the defaults of a new shop. */
export async function currentRiskModel(db: Tx = prisma): Promise<RiskModel & { fitted_at: Date | null }> {
  const row = await db.riskModel.findFirst({ orderBy: { id: 'desc' } });
  if (!row) return { ...DEFAULT_RISK_MODEL, fitted_at: null };
  return {
    intercept: row.intercept,
    weights: row.weights as unknown as RiskVector,
    usual_basket: toNumber(row.usual_basket),
    shop_refusal_rate: row.shop_refusal_rate,
    sample: row.sample,
    fitted_at: row.fitted_at,
  };
}

const OUTCOME = Prisma.sql`status IN ('delivered', 'refused', 'returned')`;

/** Each city's parcels with an outcome in the window, replacing the last refit's. */
async function refreshCityRates(now: Date): Promise<void> {
  const since = new Date(now.getTime() - RISK_WINDOW_DAYS * 86_400_000);
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM risk_city_rates`,
    prisma.$executeRaw`INSERT INTO risk_city_rates (city, parcels, refused, refreshed_at)
      SELECT customer_city, count(*)::int, count(*) FILTER (WHERE status IN ('refused', 'returned'))::int, ${now}
      FROM orders WHERE ${OUTCOME} AND created_at >= ${since} AND created_at < ${now} GROUP BY customer_city`,
  ]);
}

/** The shop's usual basket (median goods total) and refusal rate over the window. */
async function shopFigures(now: Date) {
  const since = new Date(now.getTime() - RISK_WINDOW_DAYS * 86_400_000);
  const [row] = await prisma.$queryRaw<{ usual: number | null; parcels: number; refused: number }[]>`
    SELECT (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total_amount)::float8 FROM orders
        WHERE created_at >= ${since} AND created_at < ${now}) AS usual,
      count(*)::int AS parcels, count(*) FILTER (WHERE status IN ('refused', 'returned'))::int AS refused
    FROM orders WHERE ${OUTCOME} AND created_at >= ${since} AND created_at < ${now}`;
  return {
    usual_basket: row!.usual ?? DEFAULT_RISK_MODEL.usual_basket,
    shop_refusal_rate: row!.parcels ? row!.refused / row!.parcels : DEFAULT_RISK_MODEL.shop_refusal_rate,
  };
}

/**
 * Refits the model as of `now` and records it (a new risk_models row); answers it. Without
 * enough parcels (RISK_MIN_SAMPLE) the default weights are recorded with sample 0, together with
 * the shop's own usual basket and refusal rate.
 */
export async function refitRiskModel(now = new Date()): Promise<RiskModel> {
  await refreshCityRates(now);
  const shop = await shopFigures(now);
  const since = new Date(now.getTime() - FIT_WINDOW_DAYS * 86_400_000);
  const history = await riskFactsOf(
    prisma,
    Prisma.sql`me.status IN ('delivered', 'refused', 'returned') AND me.created_at >= ${since} AND me.created_at < ${now}`,
  );
  const fitted = fitRiskWeights(
    history.map((h) => ({ x: riskVector(h.facts, shop), refused: h.refused === true })),
  );
  const model: RiskModel = {
    ...(fitted ?? { intercept: DEFAULT_RISK_MODEL.intercept, weights: DEFAULT_RISK_MODEL.weights }),
    ...shop,
    sample: fitted ? history.length : 0,
  };
  await prisma.riskModel.create({
    data: {
      intercept: model.intercept,
      weights: model.weights,
      usual_basket: Math.round(model.usual_basket * 100) / 100,
      shop_refusal_rate: model.shop_refusal_rate,
      sample: model.sample,
      fitted_at: now,
    },
  });
  logger.info({ sample: model.sample, intercept: model.intercept }, 'risk model refit');
  return model;
}
