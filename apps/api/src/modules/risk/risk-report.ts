/**
 * REPORTS, "How the bands did" (docs/product.md): the last 90 days' orders by band with their
 * delivery and refusal rates, what a rule keyed on the band would have done, and how the orders
 * were confirmed (a WhatsApp tap or the desk's call) with the delivery rate of each.
 */
import type {
  ConfirmedByFigures,
  RiskBand,
  RiskBandFigures,
  RiskReport,
  RiskRuleFigures,
} from '@vigor/shared';
import { RISK_BANDS, RISK_WINDOW_DAYS } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { currentRiskModel } from './risk-model.ts';

const rate = (part: number, whole: number) => (whole ? part / whole : null);

interface Counts {
  orders: number;
  delivered: number;
  refused: number;
}

/** Rules that call some bands only (no WhatsApp, no automatic confirmation), as the REPORTS table words them. */
const RULES: { rule: string; bands: RiskBand[] }[] = [
  { rule: 'Call-only for high', bands: ['high'] },
  { rule: 'Call-only for medium and high', bands: ['medium', 'high'] },
];

export async function riskReport(now = new Date()): Promise<RiskReport> {
  const since = new Date(now.getTime() - RISK_WINDOW_DAYS * 86_400_000);
  const [bandRows, confirmedRows, model] = await Promise.all([
    prisma.$queryRaw<(Counts & { band: RiskBand })[]>`
      SELECT r.band, count(*)::int AS orders,
        count(*) FILTER (WHERE o.status = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE o.status IN ('refused', 'returned'))::int AS refused
      FROM order_risks r JOIN orders o ON o.id = r.order_id
      WHERE o.created_at >= ${since} AND o.created_at < ${now} GROUP BY r.band`,
    prisma.$queryRaw<(Counts & { by: 'whatsapp' | 'call' })[]>`
      SELECT CASE WHEN w.outcome = 'confirmed' THEN 'whatsapp' ELSE 'call' END AS by, count(*)::int AS orders,
        count(*) FILTER (WHERE o.status = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE o.status IN ('refused', 'returned'))::int AS refused
      FROM orders o LEFT JOIN whatsapp_sends w ON w.order_id = o.id AND w.purpose = 'confirm'
      WHERE o.created_at >= ${since} AND o.created_at < ${now}
        AND o.status IN ('confirmed', 'shipped', 'delivered', 'refused', 'returned')
      GROUP BY 1`,
    currentRiskModel(),
  ]);
  const byBand = new Map(bandRows.map((r) => [r.band, r]));
  const bands: RiskBandFigures[] = RISK_BANDS.map((band) => {
    const c = byBand.get(band) ?? { orders: 0, delivered: 0, refused: 0 };
    const decided = c.delivered + c.refused;
    return {
      band,
      orders: c.orders,
      delivered: c.delivered,
      refused: c.refused,
      delivery_rate: rate(c.delivered, decided),
      refusal_rate: rate(c.refused, decided),
    };
  });
  const sum = (list: RiskBandFigures[], key: 'orders' | 'refused') => list.reduce((s, b) => s + b[key], 0);
  const rules: RiskRuleFigures[] = RULES.map(({ rule, bands: ruled }) => {
    const hit = bands.filter((b) => ruled.includes(b.band));
    return {
      rule,
      orders_share: rate(sum(hit, 'orders'), sum(bands, 'orders')),
      refusals_share: rate(sum(hit, 'refused'), sum(bands, 'refused')),
    };
  });
  const confirmedTotal = confirmedRows.reduce((s, r) => s + r.orders, 0);
  const confirmed_by: ConfirmedByFigures[] = (['whatsapp', 'call'] as const).map((by) => {
    const c = confirmedRows.find((r) => r.by === by) ?? { orders: 0, delivered: 0, refused: 0 };
    return {
      by,
      confirmed: c.orders,
      share: rate(c.orders, confirmedTotal),
      delivered: c.delivered,
      refused: c.refused,
      delivery_rate: rate(c.delivered, c.delivered + c.refused),
    };
  });
  return {
    from: since.toISOString(),
    to: now.toISOString(),
    bands,
    rules,
    confirmed_by,
    model: { sample: model.sample, fitted_at: model.fitted_at?.toISOString() ?? null },
  };
}
