import { SHOP_TIME_ZONE } from './format.js';

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
  /** Cash to collect (items and delivery fee) of the delivered orders, in dh. */
  delivered_revenue: number;
  /** The part of delivered_revenue no carrier payout covers yet, in dh. */
  cash_outstanding: number;
}

export interface ReportTimedFigures extends ReportFigures {
  /** Median minutes from an order to its first call; null without calls. */
  median_first_call_minutes: number | null;
}

export interface ReportDay extends ReportTimedFigures {
  /** YYYY-MM-DD, the shop's day. */
  day: string;
}

export interface ReportCity extends ReportTimedFigures {
  city: string;
}

/** Orders holding one product in one size; revenue and cash count only that line. */
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
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from one shop day (YYYY-MM-DD) to another, 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The shop's day (YYYY-MM-DD) of an instant. */
export function shopDay(instant: Date | number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(instant);
}

/** The shop's day `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date((dayNumber(day) - days) * DAY_MS).toISOString().slice(0, 10);
}
