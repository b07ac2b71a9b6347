/**
 * The Cloud API's send-message request for a template with quick-reply buttons, and how its
 * answers are read (docs/whatsapp.md names the sources): POST /{version}/{phone-number-id}/messages
 * with a bearer token; an accepted message answers `messages[0].id` (a wamid); a refusal answers
 * `error.code`, where some codes mean "try again later".
 */
import { buttonPayload } from '@vigor/shared';
import { env } from '../../config/env.ts';

/** The Graph API version the messages are sent through. */
export const WHATSAPP_GRAPH_VERSION = 'v21.0';

/** What the message says of the order (the template's body parameters {{1}}…{{4}}). */
export interface OrderMessageFacts {
  orderId: number;
  customerName: string;
  /** +212XXXXXXXXX, as orders store it. */
  phone: string;
  language: string;
  /** "2 × Hoodie M, 1 × Beanie" */
  items: string;
  /** "1,047.00 dh" */
  cash: string;
}

export interface WhatsappRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const text = (value: string) => ({ type: 'text', text: value });

/**
 * A template message. `confirm` adds the two quick-reply buttons' payloads (Confirm at index 0,
 * Cancel at 1, as the approved template orders them); `delivery` has only the body.
 */
export function templateRequest(
  account: { phoneNumberId: string; accessToken: string },
  template: string,
  purpose: 'confirm' | 'delivery',
  facts: OrderMessageFacts,
): WhatsappRequest {
  const body =
    purpose === 'confirm'
      ? [text(facts.customerName), text(`#${facts.orderId}`), text(facts.items), text(facts.cash)]
      : [text(facts.customerName), text(`#${facts.orderId}`), text(facts.cash)];
  const components: Record<string, unknown>[] = [{ type: 'body', parameters: body }];
  if (purpose === 'confirm')
    (['confirm', 'cancel'] as const).forEach((button, index) =>
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload: buttonPayload(button, facts.orderId) }],
      }),
    );
  return {
    url: `${env.WHATSAPP_API_URL}/${WHATSAPP_GRAPH_VERSION}/${account.phoneNumberId}/messages`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.accessToken}` },
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      // The Cloud API takes the number with its country code, digits only.
      to: facts.phone.replace(/\D/g, ''),
      type: 'template',
      template: { name: template, language: { code: facts.language }, components },
    },
  };
}

/**
 * Meta's error codes worth trying again later: throughput (130429), pair rate limit (131056),
 * the account's or app's call limits (80007, 4), and Meta's own trouble (1, 2, 131000, 131016,
 * 133004). Others (e.g. 131047 re-engagement, 131026 undeliverable, 190 expired token) stay failed.
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export type SendOutcome = { ok: true; wamid: string } | { ok: false; error: string; retry: boolean };

/** Reads the Cloud API's answer to a send. */
export function sendOutcome(status: number, body: unknown): SendOutcome {
  const answer = body as {
    messages?: { id?: unknown }[];
    error?: { code?: unknown; message?: unknown };
  } | null;
  const wamid = answer?.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof wamid === 'string') return { ok: true, wamid };
  const code = typeof answer?.error?.code === 'number' ? answer.error.code : null;
  const message = typeof answer?.error?.message === 'string' ? answer.error.message : '';
  return {
    ok: false,
    error: `HTTP ${status}${code !== null ? ` code ${code}` : ''}${message ? `: ${message}` : ''}`,
    retry: (code !== null && TRANSIENT_CODES.has(code)) || status >= 500 || status === 429,
  };
}
