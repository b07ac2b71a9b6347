/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

/**
 * The figures of one group of orders placed in the range (docs/product.md, "Reports").
 * Rates are fractions (0.25 = 25 %), null when nothing was decided yet.
 */
export interface ReportFigures {
  orders: number;
  /** Reached confirmed (confirmed, shipped, delivered, refused or returned). */
  confirmed: number;
  canceled: number;
  delivered: number;
  /** Refused at the door, returned or not yet. */
  refused: number;
  /** confirmed / (confirmed + canceled). */
  confirmation_rate: number | null;
  /** delivered / (delivered + refused). */
  delivery_rate: number | null;
  /** refused / (delivered + refused). */
  refusal_rate: number | null;
  /** Goods of the orders not canceled, refused or returned, in dh (money.ts expectedRevenue). */
  expected_revenue: number;
  /** Cash carrier payouts settled, in dh (money.ts collectedRevenue). */
  collected_revenue: number;
  /** Cash to collect of the delivered orders no carrier payout settled yet, in dh. */
  cash_outstanding: number;
}

export interface ReportTimedFigures extends ReportFigures {
  /** Median minutes from an order to its first call; null without calls. */
  median_first_call_minutes: number | null;
  /** The 90th percentile of those minutes; null without calls. */
  p90_first_call_minutes: number | null;
  /** Orders called at least once. */
  called: number;
  /** Shares of the called orders first called within 15 and within 30 minutes; null without calls. */
  called_within_15_share: number | null;
  called_within_30_share: number | null;
}

/** The speed to confirm of the agent who made the orders' first calls. */
export interface ReportAgent extends ReportTimedFigures {
  agent: string;
}

/** Time from an order to its first call, in buckets (docs/product.md "Reports"). */
export const FIRST_CALL_DELAYS = ['under_15_min', '15_to_60_min', '1_to_4_h', 'later', 'not_called'] as const;
export type FirstCallDelay = (typeof FIRST_CALL_DELAYS)[number];

/** The confirmation rate of the orders first called after a delay of that bucket. */
export interface ReportDelayBucket extends ReportFigures {
  delay: FirstCallDelay;
}

export interface ReportDay extends ReportTimedFigures {
  /** YYYY-MM-DD, the shop's day. */
  day: string;
}

export interface ReportCity extends ReportTimedFigures {
  city: string;
}

/** Orders holding one product in one size; the money figures count only that line's goods. */
export interface ReportProductSize extends ReportFigures {
  product_id: number | null;
  product: string;
  size: string;
  units: number;
}

export interface Report {
  from: string;
  to: string;
  totals: ReportTimedFigures;
  by_day: ReportDay[];
  by_city: ReportCity[];
  by_product: ReportProductSize[];
  /** By the agent of each order's first call (called orders only). */
  by_agent: ReportAgent[];
  /** Every bucket of FIRST_CALL_DELAYS, in that order. */
  by_delay: ReportDelayBucket[];
}

/** GET /api/admin/reports/agents: one agent's figures over a range of shop days. */
export interface AgentFigures {
  user_id: number;
  nom: string;
  /** Orders on which the agent logged a call. */
  handled: number;
  /** Orders the agent moved to confirmed. */
  confirmed: number;
  /** confirmed ÷ handled; null when it handled none. */
  confirmation_rate: number | null;
  /** Of the orders it confirmed, the share delivered now; null when it confirmed none. */
  delivered_of_confirmed: number | null;
  /** Median minutes from an order's placing to its first call, over the orders it called first. */
  median_first_call_minutes: number | null;
  /** Commission earned minus given back in the range, in dh. */
  commission: number;
  /** Offers the agent added on calls in the range (`upsell` events, docs/product.md "Offers"). */
  upsells_added: number;
}

/** One line of an agent's commission statement. */
export interface CommissionLine {
  order_id: number;
  at: string;
  /** earned: the order was delivered; given_back: a delivered order was moved out of delivered. */
  kind: 'earned' | 'given_back';
  amount: number;
}

/** GET /api/admin/reports/agents/:id/commissions?month=YYYY-MM */
export interface CommissionStatement {
  user_id: number;
  nom: string;
  month: string;
  rate: number;
  lines: CommissionLine[];
  total: number;
}

/**
 * Offers' figures (GET /api/admin/reports/offers, docs/product.md "Offers") over the orders placed
 * in the range, canceled ones left out. Rates are shares (0–1), null when there is nothing to divide.
 */
export interface OfferFigures {
  orders: number;
  /** Orders with a line priced by a quantity tier, by an add-on, and orders upsold on the call. */
  with_tier: number;
  with_addon: number;
  upsold: number;
  take_rates: { tier: number | null; addon: number | null; upsell: number | null };
  /** Average goods (delivery fee excluded) of orders with any offer and of the others, in dh. */
  average_order_with_offers: number | null;
  average_order_without_offers: number | null;
  units_per_order: number | null;
  /** delivered ÷ (delivered + refused), for upsold orders and for the others. */
  delivered_rate_upsold: number | null;
  delivered_rate_others: number | null;
}
