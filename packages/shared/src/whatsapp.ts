/**
 * WhatsApp confirmation through the WhatsApp Business Cloud API (docs/whatsapp.md): what the back
 * office reads of its settings, the quick-reply payloads that name an order, and the words that
 * end messages to a phone.
 */
import type { RiskBand } from './risk.js';

/** GET /api/admin/whatsapp: the tokens are never sent back, only whether one is saved. */
export interface WhatsappSettings {
  phone_number_id: string | null;
  access_token_saved: boolean;
  app_secret_saved: boolean;
  verify_token: string | null;
  /** Approved template names by order language. */
  templates: { en: string; fr: string; ar: string };
  delivery_templates: { en: string; fr: string; ar: string };
  bands: Exclude<RiskBand, 'high'>[];
  reply_hours: number;
}

/** Why a message is sent: the order confirmation, or the delivery day. */
export const WHATSAPP_PURPOSES = ['confirm', 'delivery'] as const;
export type WhatsappPurpose = (typeof WHATSAPP_PURPOSES)[number];

/**
 * Where a confirmation stands: sent and awaiting a tap, confirmed or canceled by a tap, another
 * reply or none within the hours (both back to the desk), or the shopper said STOP.
 */
export const WHATSAPP_OUTCOMES = [
  'awaiting',
  'confirmed',
  'canceled',
  'replied',
  'no_answer',
  'stopped',
] as const;
export type WhatsappOutcome = (typeof WHATSAPP_OUTCOMES)[number];

/** The desk's words for an order WhatsApp handed back (docs/product.md). */
export const WHATSAPP_DESK_FLAGS: Partial<Record<WhatsappOutcome, string>> = {
  replied: 'WhatsApp: replied',
  no_answer: 'WhatsApp: no answer',
  stopped: 'WhatsApp: STOP',
};

/** One line of the conversation shown on the order. */
export interface WhatsappLine {
  direction: 'in' | 'out';
  body: string;
  /** What the store did with a reply, e.g. "Order already confirmed: nothing changed". */
  effect: string | null;
  at: string;
}

/** An order's WhatsApp confirmation as the desk and SALES show it. */
export interface OrderWhatsapp {
  outcome: WhatsappOutcome | null;
  /** The shopper's phone said STOP: no more messages. */
  stopped: boolean;
  conversation: WhatsappLine[];
}

export type WhatsappButton = 'confirm' | 'cancel';

/** The payload of a quick-reply button: it names the order, e.g. "CONFIRM:1042". */
export const buttonPayload = (button: WhatsappButton, orderId: number) =>
  `${button.toUpperCase()}:${orderId}`;

export function readButtonPayload(payload: string): { button: WhatsappButton; orderId: number } | null {
  const match = /^(CONFIRM|CANCEL):(\d{1,10})$/.exec(payload.trim());
  if (!match) return null;
  return { button: match[1]!.toLowerCase() as WhatsappButton, orderId: Number(match[2]) };
}

/** Replies that end messages to a phone, in English, French, Darija and Arabic (compared trimmed, without accents, any case). */
const STOP_WORDS = [
  'stop',
  'arret',
  'arreter',
  'stopper',
  'desabonner',
  'unsubscribe',
  'baraka',
  'توقف',
  'قف',
  'إيقاف',
  'ايقاف',
];

export function isStopWord(text: string): boolean {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[.!،,]+$/u, '');
  return STOP_WORDS.includes(plain);
}

/** The reason a WhatsApp Cancel records on the order. */
export const WHATSAPP_CANCEL_REASON = 'canceled by the customer on WhatsApp';

/** GET /api/confirmation/whatsapp-confirmed: an order the customer confirmed on WhatsApp (last 24 h). */
export interface WhatsappConfirmedOrder {
  order_id: number;
  customer_name: string;
  customer_city: string;
  status: string;
  confirmed_at: string;
}
