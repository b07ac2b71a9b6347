/**
 * Risk bands (docs/product.md, "Risk bands"; decisions.md, "Deliver first"): every order's chance
 * of being refused at the door, from the shop's own history, with a logistic regression small
 * enough to read: a weight per fact, each fact's part in the score said in words.
 */

export const RISK_BANDS = ['low', 'medium', 'high'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

export interface OrderRisk {
  band: RiskBand;
  /** The probability that the parcel is refused or returned, 0 to 1 (3 decimals). */
  score: number;
  /** What weighs most, in words an agent understands, strongest first. */
  reasons: string[];
}

/** What the store knows of an order when it is placed (read by modules/risk/risk-features.ts). */
export interface RiskFacts {
  /** The phone's earlier orders by outcome. */
  phone_delivered: number;
  phone_refused: number;
  /** Canceled (by the shopper, the desk or for no answer) before shipping. */
  phone_canceled: number;
  /** No earlier order on this phone. */
  first_order: boolean;
  city: string;
  /** The city's parcels with an outcome over 90 days, and how many were refused or returned. */
  city_parcels: number;
  city_refused: number;
  goods_total: number;
  /** Other phones or names that ordered from the same session, address or IP within 24 hours. */
  other_identities: number;
  missing_address: boolean;
  from_lead: boolean;
}

/** The model's inputs, numbers on scales where one weight a fact makes sense. */
export const RISK_FEATURES = [
  'phone_refused',
  'phone_delivered',
  'phone_canceled',
  'first_order',
  'city_rate',
  'basket',
  'other_identities',
  'missing_address',
  'from_lead',
] as const;
export type RiskFeature = (typeof RISK_FEATURES)[number];
export type RiskVector = Record<RiskFeature, number>;

export interface RiskModel {
  intercept: number;
  weights: RiskVector;
  /** The median goods total of the last 90 days. */
  usual_basket: number;
  /** Refused or returned among the last 90 days' parcels with an outcome. */
  shop_refusal_rate: number;
  /** Parcels the weights were fitted on; 0 for the defaults. */
  sample: number;
}

/** A city's rate counts once it has this many parcels with an outcome in 90 days. */
export const CITY_MIN_PARCELS = 20;
/** Counts of earlier orders stop adding past this many: the fifth refusal says little more than the third. */
const COUNT_CAP = 3;
/** Bands by refusal probability: below 15% low, from 35% high. */
export const BAND_LIMITS = { medium: 0.15, high: 0.35 } as const;
/** A fact whose part in the score is smaller than this is not named. */
const REASON_MIN_PART = 0.2;
/** The window of the city rates, the usual basket and the REPORTS band table. */
export const RISK_WINDOW_DAYS = 90;

/**
 * The weights of a shop without enough history (RISK_MIN_SAMPLE): a first order with an address
 * scores about 15% (the refusal rate of a typical shop), two refused parcels on the number make
 * it high, a returning customer with deliveries is low.
 */
export const DEFAULT_RISK_MODEL: RiskModel = {
  intercept: -2.2,
  weights: {
    phone_refused: 1.3,
    phone_delivered: -0.7,
    phone_canceled: 0.4,
    first_order: 0.5,
    city_rate: 4,
    basket: 0.5,
    other_identities: 0.8,
    missing_address: 0.6,
    from_lead: 0.3,
  },
  usual_basket: 300,
  shop_refusal_rate: 0.2,
  sample: 0,
};

const cap = (n: number) => Math.min(n, COUNT_CAP);

/** The model's inputs from the facts, with the shop's usual basket and refusal rate. */
export function riskVector(
  facts: RiskFacts,
  model: Pick<RiskModel, 'usual_basket' | 'shop_refusal_rate'>,
): RiskVector {
  const cityKnown = facts.city_parcels >= CITY_MIN_PARCELS;
  return {
    phone_refused: cap(facts.phone_refused),
    phone_delivered: cap(facts.phone_delivered),
    phone_canceled: cap(facts.phone_canceled),
    first_order: facts.first_order ? 1 : 0,
    // How much worse (or better) than the shop the city is; 0 below the minimum sample.
    city_rate: cityKnown ? facts.city_refused / facts.city_parcels - model.shop_refusal_rate : 0,
    // Twice the usual basket adds log 2; a basket under the usual adds nothing.
    basket: Math.max(0, Math.log(Math.max(facts.goods_total, 1) / Math.max(model.usual_basket, 1))),
    other_identities: cap(facts.other_identities),
    missing_address: facts.missing_address ? 1 : 0,
    from_lead: facts.from_lead ? 1 : 0,
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function bandOf(score: number): RiskBand {
  if (score >= BAND_LIMITS.high) return 'high';
  return score >= BAND_LIMITS.medium ? 'medium' : 'low';
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of a fact that weighs in the score. */
function reasonOf(feature: RiskFeature, facts: RiskFacts, model: RiskModel): string {
  switch (feature) {
    case 'phone_refused':
      return `${plural(facts.phone_refused, 'refused parcel', 'refused parcels')} on this number`;
    case 'phone_delivered':
      return `${plural(facts.phone_delivered, 'delivered order', 'delivered orders')} on this number`;
    case 'phone_canceled':
      return `${plural(facts.phone_canceled, 'canceled order', 'canceled orders')} on this number`;
    case 'first_order':
      return 'First order from this number';
    case 'city_rate':
      return `${facts.city} refuses ${percent(facts.city_refused / facts.city_parcels)} of parcels (shop: ${percent(model.shop_refusal_rate)}, 90 days)`;
    case 'basket':
      return `Basket ${(facts.goods_total / model.usual_basket).toFixed(1)}× the shop's usual (${Math.round(model.usual_basket)} dh)`;
    case 'other_identities':
      return `${plural(facts.other_identities, 'other phone or name', 'other phones or names')} from the same session, address or IP in 24 h`;
    case 'missing_address':
      return 'No address given';
    case 'from_lead':
      return 'Converted from a lead';
  }
}

/** The band, score and reasons of an order with these facts under this model. */
export function scoreRisk(facts: RiskFacts, model: RiskModel): OrderRisk {
  const x = riskVector(facts, model);
  const parts = RISK_FEATURES.map((f) => ({ feature: f, part: model.weights[f] * x[f] }));
  const score = sigmoid(model.intercept + parts.reduce((sum, p) => sum + p.part, 0));
  const reasons = parts
    .filter((p) => Math.abs(p.part) >= REASON_MIN_PART)
    .sort((a, b) => Math.abs(b.part) - Math.abs(a.part))
    .map((p) => reasonOf(p.feature, facts, model));
  return { band: bandOf(score), score: Math.round(score * 1000) / 1000, reasons };
}

/** A past parcel to learn from: its inputs and whether it was refused (or returned). */
export interface RiskExample {
  x: RiskVector;
  refused: boolean;
}

/** Fewer parcels with an outcome than this, or fewer than RISK_MIN_CLASS of either kind: defaults. */
export const RISK_MIN_SAMPLE = 200;
export const RISK_MIN_CLASS = 20;
/** The ridge penalty: keeps weights of rare facts near 0 instead of running off. */
const RIDGE = 1;
const NEWTON_STEPS = 25;

/** Solves A·x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Fits the intercept and weights by Newton's method on the ridge-penalised log-likelihood
 * (the intercept is not penalised); answers null when there are too few examples.
 */
export function fitRiskWeights(
  examples: readonly RiskExample[],
): Pick<RiskModel, 'intercept' | 'weights'> | null {
  const refused = examples.filter((e) => e.refused).length;
  if (
    examples.length < RISK_MIN_SAMPLE ||
    refused < RISK_MIN_CLASS ||
    examples.length - refused < RISK_MIN_CLASS
  )
    return null;
  const k = RISK_FEATURES.length + 1;
  const rows = examples.map((e) => [1, ...RISK_FEATURES.map((f) => e.x[f])]);
  const beta = new Array<number>(k).fill(0);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : -RIDGE * b));
    const hessian = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => (i === j && i > 0 ? RIDGE : 0)),
    );
    rows.forEach((row, n) => {
      const p = sigmoid(row.reduce((sum, v, j) => sum + v * beta[j]!, 0));
      const y = examples[n]!.refused ? 1 : 0;
      const w = p * (1 - p);
      for (let i = 0; i < k; i++) {
        gradient[i]! += (y - p) * row[i]!;
        for (let j = 0; j < k; j++) hessian[i]![j]! += w * row[i]! * row[j]!;
      }
    });
    const delta = solve(hessian, gradient);
    delta.forEach((d, j) => (beta[j]! += d));
    if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    intercept: round(beta[0]!),
    weights: Object.fromEntries(RISK_FEATURES.map((f, j) => [f, round(beta[j + 1]!)])) as RiskVector,
  };
}

/** One band's orders over the last RISK_WINDOW_DAYS days (REPORTS, "How the bands did"). */
export interface RiskBandFigures {
  band: RiskBand;
  orders: number;
  delivered: number;
  /** Refused at the door or returned. */
  refused: number;
  /** delivered ÷ (delivered + refused); null before any outcome. */
  delivery_rate: number | null;
  refusal_rate: number | null;
}

/** What a rule would have done over the same orders: the share of orders it touches and of refusals it catches. */
export interface RiskRuleFigures {
  rule: string;
  orders_share: number | null;
  refusals_share: number | null;
}

/** How the orders of the window were confirmed, and how each way delivered. */
export interface ConfirmedByFigures {
  by: 'whatsapp' | 'call';
  confirmed: number;
  /** Of the orders confirmed either way. */
  share: number | null;
  delivered: number;
  refused: number;
  delivery_rate: number | null;
}

/** GET /api/admin/reports/risk */
export interface RiskReport {
  from: string;
  to: string;
  bands: RiskBandFigures[];
  rules: RiskRuleFigures[];
  confirmed_by: ConfirmedByFigures[];
  model: { sample: number; fitted_at: string | null };
}
