/**
 * A local stand-in for the WhatsApp Business Cloud API (docs/whatsapp.md names the sources of each
 * shape). It takes POST /{version}/{phone-number-id}/messages with a bearer token, checks the
 * template message the way the Cloud API documents it (messaging_product, to, type template,
 * template name and language, body parameters, quick-reply button components with payloads), and
 * answers like Meta: `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`, or
 * `{ error: { message, type, code, error_data, fbtrace_id } }`. `failNext(code, times)` makes the
 * next sends fail with a Cloud API error code (130429 throughput, 131047 re-engagement…).
 * `GET /recorded` answers what it took and refused (the journeys read it from the browser's side).
 * It also builds the webhook bodies Meta sends back (a quick-reply tap `messages[].button`, an
 * interactive `button_reply`, a text, a status) and signs them as Meta does (X-Hub-Signature-256).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { readBody } from './cluster/processes.ts';

const TextParameter = z.strictObject({ type: z.literal('text'), text: z.string().min(1).max(1024) });

const Component = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('header'), parameters: z.array(z.unknown()) }),
  z.strictObject({ type: z.literal('body'), parameters: z.array(TextParameter).min(1) }),
  z.strictObject({
    type: z.literal('button'),
    sub_type: z.enum(['quick_reply', 'url', 'copy_code', 'flow', 'catalog']),
    // The button's position in the approved template, a string ("0", "1"…).
    index: z.string().regex(/^\d$/),
    parameters: z
      .array(z.strictObject({ type: z.literal('payload'), payload: z.string().min(1).max(256) }))
      .length(1),
  }),
]);

const TemplateMessage = z.strictObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  // The number with its country code, digits only.
  to: z.string().regex(/^\d{8,15}$/),
  type: z.literal('template'),
  template: z.strictObject({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.strictObject({
      code: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/),
      policy: z.literal('deterministic').optional(),
    }),
    components: z.array(Component).optional(),
  }),
});
export type TemplateMessage = z.infer<typeof TemplateMessage>;

export interface SentMessage {
  phoneNumberId: string;
  token: string;
  wamid: string;
  message: TemplateMessage;
}

const ERROR_TITLES: Record<number, string> = {
  130429: 'Rate limit hit',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  131047: 'Re-engagement message',
  131026: 'Message undeliverable',
  100: 'Invalid parameter',
  190: 'Access token has expired',
};

function metaError(code: number, details: string) {
  return {
    error: {
      message: `(#${code}) ${ERROR_TITLES[code] ?? 'Error'}`,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

export async function startWhatsappCloud(listenOn = 0) {
  const sent: SentMessage[] = [];
  const refused: { body: unknown; error: string }[] = [];
  let failures: { code: number; times: number } | null = null;

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/recorded') return answer(res, 200, { sent, refused });
      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return answer(res, 404, metaError(100, 'Unknown path'));
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return answer(res, 401, metaError(190, 'No access token'));
      const body = await readBody(req);
      if (typeof body === 'string') return answer(res, 400, metaError(100, 'The body is not JSON'));
      const parsed = TemplateMessage.safeParse(body);
      if (!parsed.success) {
        refused.push({ body, error: parsed.error.message });
        return answer(res, 400, metaError(100, parsed.error.message));
      }
      if (failures && failures.times > 0) {
        failures.times--;
        const status = failures.code === 130429 || failures.code === 131056 ? 429 : 400;
        return answer(res, status, metaError(failures.code, 'Stand-in failure'));
      }
      const id = wamid();
      sent.push({ phoneNumberId: match[1]!, token, wamid: id, message: parsed.data });
      answer(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
        messages: [{ id, message_status: 'accepted' }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    refused,
    failNext(code: number, times = 1) {
      failures = { code, times };
    },
    clear() {
      sent.length = 0;
      refused.length = 0;
      failures = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WhatsappCloud = Awaited<ReturnType<typeof startWhatsappCloud>>;

/** Points the store's WhatsApp sends at the stand-in (read once when the config loads). */
export function useWhatsappCloud(cloud: WhatsappCloud): void {
  process.env.WHATSAPP_API_URL = cloud.url;
}

/** The quick-reply button payload a message's template carried at `index`. */
export function buttonPayloadOf(message: TemplateMessage, index: number): string {
  const button = message.template.components?.find(
    (c): c is Extract<typeof c, { type: 'button' }> => c.type === 'button' && c.index === String(index),
  );
  if (!button) throw new Error(`no button ${index}`);
  return button.parameters[0]!.payload;
}

/** Meta's notification envelope around one `value` (messages or statuses). */
function envelope(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '212522000000', phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

const inbound = (from: string, fields: Record<string, unknown>) => ({
  contacts: [{ profile: { name: 'Client' }, wa_id: from }],
  messages: [{ from, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...fields }],
});

/** A tap on a template's quick-reply button: `type: "button"` with its payload and text. */
export const buttonTap = (
  phoneNumberId: string,
  from: string,
  context: string,
  payload: string,
  text: string,
) =>
  envelope(
    phoneNumberId,
    inbound(from, {
      type: 'button',
      context: { from: '212522000000', id: context },
      button: { payload, text },
    }),
  );

/** A tap on an interactive message's reply button. */
export const buttonReply = (phoneNumberId: string, from: string, id: string, title: string) =>
  envelope(
    phoneNumberId,
    inbound(from, {
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id, title } },
    }),
  );

export const textMessage = (phoneNumberId: string, from: string, body: string) =>
  envelope(phoneNumberId, inbound(from, { type: 'text', text: { body } }));

export const messageStatus = (
  phoneNumberId: string,
  id: string,
  recipient: string,
  status: string,
  errors?: object[],
) =>
  envelope(phoneNumberId, {
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient,
        ...(errors && { errors }),
      },
    ],
  });

/** X-Hub-Signature-256 of a body as Meta computes it: HMAC-SHA256 of the raw bytes with the app secret. */
export const signature = (raw: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
