import type { Lang } from './languages.js';
import type { OrderRisk } from './risk.js';
import type { OrderWhatsapp } from './whatsapp.js';
/**
 * The confirmation desk (docs/product.md "Confirmation desk"): call outcomes, claims, edits made
 * on the call, the flags of a phone number and the WhatsApp message templates.
 */
import type { OrderEventPayload } from './order-events-input.js';
import type { OrderStatus } from './order-lifecycle.js';
import type { OrderItem } from './orders.js';

/** How long opening an order keeps it for one agent. */
export const CLAIM_MINUTES = 5;
/** Two open orders from the same phone this close together are probably one order twice. */
export const DUPLICATE_WINDOW_HOURS = 48;
/** How often the desk asks for new orders. */
export const QUEUE_REFRESH_MS = 3_000;
/** Most orders the queue shows at once. */
export const QUEUE_SIZE = 50;
/**
 * An order or lead nobody has called yet is fresh for this long after it became due: the queue
 * shows the fresh ones first, newest first, while a call still confirms most orders
 * (docs/product.md "Confirmation desk").
 */
export const FRESH_CALL_MINUTES = 15;

/** Another order of the same phone number, as the desk shows it. */
export interface PhoneOrder {
  id: number;
  status: OrderStatus;
  created_at: string;
}

/** How many of a phone's other orders the desk lists; the rest are only counted. */
export const PHONE_HISTORY_RECENT = 5;
/** Most possible duplicates linked from one order. */
export const MAX_DUPLICATE_LINKS = 10;

/**
 * The other orders of an order's phone number, summed up: a phone with hundreds of orders costs
 * the queue (polled every few seconds by each agent) no more than one with a few.
 */
export interface PhoneSummary {
  /** The other orders by status. */
  counts: Partial<Record<OrderStatus, number>>;
  /** The newest PHONE_HISTORY_RECENT of them, newest first. */
  recent: PhoneOrder[];
}

export interface OrderFlags {
  /** The phone ordered before. */
  repeat: boolean;
  /** Other open orders from the same phone within DUPLICATE_WINDOW_HOURS (at most MAX_DUPLICATE_LINKS). */
  duplicate_of: number[];
  /** Refused or returned a parcel before, or canceled twice (riskReason says which). */
  risky: boolean;
  /** The phone is on the blocklist: the desk may not turn its lead into an order. */
  blocked: boolean;
}

/** Orders that may still become a parcel: two of them close together may be one order twice. */
export const OPEN_STATUSES = ['pending', 'contacted', 'confirmed'] as const satisfies readonly OrderStatus[];

/** Cancels of a phone's orders from which its next order is risky. */
export const RISKY_CANCELS = 2;

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Why a phone's next order is risky, from its other orders by status: its refused and returned
 * parcels, and its cancels from RISKY_CANCELS on ("1 refused parcel, 2 canceled orders"); null
 * when it is not.
 */
export function riskReason(counts: PhoneSummary['counts']): string | null {
  const refused = counts.refused ?? 0;
  const returned = counts.returned ?? 0;
  const canceled = counts.canceled ?? 0;
  const reasons = [
    refused > 0 && counted(refused, 'refused parcel'),
    returned > 0 && counted(returned, 'returned parcel'),
    canceled >= RISKY_CANCELS && counted(canceled, 'canceled order'),
  ].filter((reason) => reason !== false);
  return reasons.length ? reasons.join(', ') : null;
}

/**
 * The flags of one order: from the counts of the phone's other orders, whether one of them was
 * placed before it, its possible duplicates (open, within DUPLICATE_WINDOW_HOURS) and whether the
 * phone is on the blocklist.
 */
export function phoneFlags(
  counts: PhoneSummary['counts'],
  placedBefore: boolean,
  duplicateOf: number[],
  blocked: boolean,
): OrderFlags {
  return {
    repeat: placedBefore,
    duplicate_of: duplicateOf,
    risky: riskReason(counts) !== null,
    blocked,
  };
}

export interface Claim {
  staff_id: number;
  staff_name: string;
  until: string;
}

/** One line of an order's log: a call outcome, an edit, a status change, an automatic cancel. */
export interface OrderLogEntry {
  id: number;
  /** null: the shop itself. */
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
  /** What happened, by its type (order-events.ts). */
  event: OrderEventPayload;
}

/** An order as the desk shows it. */
export interface DeskOrder {
  kind: 'order';
  id: number;
  /** The order page's reference: the WhatsApp message links the customer to it ({link}). */
  reference: string;
  status: OrderStatus;
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  /** The storefront language the order was placed in (en, fr, ar). */
  language: Lang;
  customer_address: string | null;
  delivery_note: string | null;
  total_amount: number;
  delivery_fee: number;
  /** total + delivery: what the courier collects. */
  cash_to_collect: number;
  created_at: string;
  call_attempts: number;
  callback_at: string | null;
  claim: Claim | null;
  /** Where the order came from ("Meta · summer-drop", attributionLabel); null: none. */
  source_label: string | null;
  items: OrderItem[];
  phone_summary: PhoneSummary;
  flags: OrderFlags;
  /** Scored when placed (risk.ts); null for an order placed before bands existed. */
  risk: OrderRisk | null;
  /** Its WhatsApp confirmation, if one was sent (whatsapp.ts). */
  whatsapp: OrderWhatsapp | null;
}

export interface DeskOrderDetail extends DeskOrder {
  log: OrderLogEntry[];
}

/**
 * The WhatsApp message the agent sends, in French or in Arabic, editable in settings; the
 * placeholders of TEMPLATE_PLACEHOLDERS are filled in.
 */
export const WHATSAPP_LANGUAGES = ['fr', 'ar'] as const;
export type WhatsappLanguage = (typeof WHATSAPP_LANGUAGES)[number];

export const DEFAULT_WHATSAPP_TEMPLATES: Record<WhatsappLanguage, string> = {
  fr: 'Bonjour {name}, ici {shop}. Nous vous appelons pour confirmer votre commande n°{order} ({total} à payer à la livraison). Pouvez-vous nous confirmer ? Votre commande : {link}',
  ar: 'السلام عليكم {name}، معكم {shop}. نتصل بكم لتأكيد طلبكم رقم {order} ({total} تدفع عند الاستلام). هل تؤكدون الطلب؟ طلبكم: {link}',
};

/**
 * `{order}` is the number staff read aloud; `{link}` is the address of the order's page, by its
 * random reference (never the number: docs/product.md "Order page").
 */
export const TEMPLATE_PLACEHOLDERS = [
  'shop',
  'name',
  'order',
  'total',
  'items',
  'city',
  'address',
  'link',
] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = new RegExp(`\\{(${TEMPLATE_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * The template with each placeholder replaced in one pass: a value is inserted as it is (a
 * customer named `$&` or `{total}` stays so; neither replacement patterns nor placeholders inside
 * values are expanded).
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_, name: keyof TemplateValues) => values[name]);
}

/** An order's items as a message lists them: "2 x Shadow Hoodie (M), 1 x Cap (S)". */
export function itemsText(
  items: readonly { quantity: number; size: string; product: { name: string } }[],
): string {
  return items.map((i) => `${i.quantity} x ${i.product.name} (${i.size})`).join(', ');
}

/** The desk's settings, kept with the shop's other settings. */
export interface DeskSettings {
  auto_cancel_hours: number;
  /** After an unanswered call, the next attempt is this many hours later. */
  retry_after_hours: number;
  /** After this many unanswered calls the desk proposes the WhatsApp message. */
  whatsapp_after_attempts: number;
  whatsapp_templates: Record<WhatsappLanguage, string>;
  /** Leads show in the queue this long after the shopper last typed (0-1440, 15 by default). */
  lead_delay_minutes: number;
  /** New leads one guest session may leave in 24 hours. */
  leads_per_session_per_day: number;
  /** New leads one IP address may leave in an hour. */
  leads_per_address_per_hour: number;
}

/** The lead limits' defaults: far above what a shopper typing a phone ever reaches. */
export const DEFAULT_LEAD_LIMITS = {
  leads_per_session_per_day: 10,
  leads_per_address_per_hour: 30,
} satisfies Partial<DeskSettings>;

/**
 * After a call outcome the desk offers to undo it for this long; the server accepts the undo
 * UNDO_GRACE_SECONDS later still, for the request on its way.
 */
export const UNDO_SECONDS = 10;
export const UNDO_GRACE_SECONDS = 5;
