/**
 * Leads (docs/product.md "Leads"): a shopper typed a valid phone in the checkout or quick-order
 * form and did not order. The desk calls them like orders once they are due.
 */
import type { Claim, DeskOrder, OrderFlags, PhoneSummary, WhatsappLanguage } from './confirmation.js';
import type { LeadCloseReason, LeadEvent } from './lead-events-input.js';

/** One entry of a lead's log (a call, its closing or conversion), oldest first. */
export type LeadLogEntry = LeadEvent & {
  id: number;
  /** null: the shop itself. */
  staff_name: string | null;
  created_at: string;
};

export const LEAD_SOURCES = ['cart', 'quick-cart'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

/** Leads leave the queue this long after the shopper last typed. */
export const LEAD_EXPIRY_DAYS = 7;
/** The desk settings' default delay before a lead is called, in minutes. */
export const DEFAULT_LEAD_DELAY_MINUTES = 15;

export const LEAD_CLOSE_REASON_LABELS: Record<LeadCloseReason, string> = {
  no_answer: 'No answer',
  not_interested: 'Not interested',
  wrong_number: 'Wrong number',
};

/**
 * The WhatsApp message to a lead, in the page's language (French for English pages, as for
 * orders), filled like the order messages; `{name}` is the typed name after a space, or nothing
 * when no name was typed, and `{items}` the cart.
 */
export const LEAD_WHATSAPP_MESSAGES: Record<WhatsappLanguage, string> = {
  fr: 'Bonjour{name}, ici {shop}. Vous avez commencé une commande sur notre site ({items}). Voulez-vous que nous la confirmions pour vous ?',
  ar: 'السلام عليكم{name}، معكم {shop}. بدأتم طلبًا على موقعنا ({items}). هل تريدون أن نؤكده لكم؟',
};

/** One line the shopper had in the cart or quick cart, priced from the database now. */
export interface LeadLine {
  product_id: number;
  product_name: string;
  size: string;
  quantity: number;
  /** The effective unit price now (null when the product is gone). */
  price: number | null;
}

/** A lead as the desk's queue shows it, next to the orders (`kind` tells them apart). */
export interface DeskLead {
  kind: 'lead';
  id: number;
  customer_phone: string;
  customer_name: string | null;
  customer_city: string | null;
  customer_address: string | null;
  source: LeadSource;
  language: LeadLanguage;
  /** When the shopper first and last typed. */
  created_at: string;
  updated_at: string;
  call_attempts: number;
  claim: Claim | null;
  lines: LeadLine[];
  /** Sum of the priced lines. */
  total_amount: number;
  phone_summary: PhoneSummary;
  flags: OrderFlags;
}

export const LEAD_STATUSES = ['open', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface DeskLeadDetail extends DeskLead {
  status: LeadStatus;
  log: LeadLogEntry[];
}

/** One item of the desk's queue: an order or a due lead. */
export type DeskQueueItem = DeskOrder | DeskLead;
