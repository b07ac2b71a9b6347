import {
  LEAD_CLOSE_REASONS,
  LEAD_CLOSE_REASON_LABELS,
  LEAD_WHATSAPP_MESSAGES,
  ORDER_STATUS_LABELS,
  fillTemplate,
  formatAge,
  formatPrice,
  itemsText,
  riskReason,
  type DeskLeadDetail,
  type LeadCallInput,
  type LeadCloseReason,
  type LeadLogEntry,
} from '@vigor/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { DeskLog } from './desk-log';
import { Money } from '../../../components/ui/price';
import { useConvertLead, useDeskLead, useLeadCall, useLeadClaim } from '../api/confirmation';
import { brand } from '../../../config/brand';
import { telHref, whatsappHref } from '../../admin-shell';
import { OFFLINE_REFUSAL, useOnline } from '../hooks/use-online';
import { DESK_KEYS, type DeskAction, type DeskKeys } from '../lib/desk-keys';
import { whatsappLanguageOf } from '../lib/order-language';
import { ClearPhoneCount } from './clear-phone-count';
import { DeskOrderForm } from './desk-order-edit';

/** The desk keys that act on a lead (the call outcomes a lead has), the others say so. */
const LEAD_KEY_HELP = 'On a lead: c turns it into an order, n no answer, x closes it, t calls, a WhatsApp.';

/** The WhatsApp message to the lead, in the language of the page the shopper was on. */
function whatsappText(lead: DeskLeadDetail): string {
  return fillTemplate(LEAD_WHATSAPP_MESSAGES[whatsappLanguageOf(lead.language)], {
    shop: brand.name,
    name: lead.customer_name ? ` ${lead.customer_name}` : '',
    order: '',
    total: formatPrice(lead.total_amount),
    items: itemsText(lead.lines.map((l) => ({ ...l, product: { name: l.product_name } }))),
    city: lead.customer_city ?? '',
    address: lead.customer_address ?? '',
    link: '',
  });
}

const BLOCKED_LEAD = 'Blocked phone: this lead cannot become an order.';

function logLine(entry: LeadLogEntry): string {
  const who = entry.staff_name ?? 'the shop';
  switch (entry.kind) {
    case 'call':
      return `No answer (attempt ${entry.details.attempt}) by ${who}`;
    case 'closed':
      return `Closed (${LEAD_CLOSE_REASON_LABELS[entry.details.reason]}) by ${who}`;
    case 'converted':
      return `Order #${entry.details.order_id} placed by ${who}`;
    case 'undone':
      return `${entry.details.of === 'call' ? 'No answer' : 'Closing'} undone by ${who}`;
  }
}

/**
 * An open lead (a shopper who typed a phone and did not order): what was in the cart, the call
 * link, and the three ends of the call: no answer (it stays), closed with a reason, or turned into
 * an order in one action (the lines and details editable as in an order's edit). A blocked
 * phone's lead cannot become an order (the server refuses it too). Keys as on an order: c, n, x,
 * t and a; an action it cannot take says why (`say`).
 */
export function DeskLeadPanel({
  leadId,
  now,
  keysRef,
  say,
  onDone,
}: {
  leadId: number;
  now: number;
  keysRef: RefObject<DeskKeys | null>;
  say: (text: string) => void;
  /** The call ended: `eventId` is the log entry of a no answer or a closing, which the undo takes back. */
  onDone: (text: string, eventId?: number) => void;
}) {
  const detail = useDeskLead(leadId);
  const claim = useLeadClaim(leadId);
  const call = useLeadCall();
  const convert = useConvertLead();
  const [converting, setConverting] = useState(false);
  const [reason, setReason] = useState<LeadCloseReason>('not_interested');
  const lead = detail.data;
  const online = useOnline();
  const tel = useRef<HTMLAnchorElement>(null);
  const whatsapp = useRef<HTMLAnchorElement>(null);
  const heldBy =
    claim.error instanceof ApiError && claim.error.status === 409
      ? ((claim.error.body as { claim?: { staff_name: string } } | null)?.claim?.staff_name ??
        'another agent')
      : null;
  // The promises, not mutate's callbacks: the refreshed queue drops this lead, and unmounts this
  // panel, before the mutation settles.
  const done = (action: Promise<{ message: string }>) =>
    void action.then(
      (result) => onDone(result.message),
      () => undefined, // shown from the mutation's error
    );
  /** A no answer or a closing, which the desk's undo may take back (its log entry). */
  const logCall = (input: LeadCallInput) =>
    void call.mutateAsync({ id: leadId, ...input }).then(
      (result) => onDone(`Lead #${leadId}: ${result.message.toLowerCase()}.`, result.data.log.at(-1)?.id),
      () => undefined, // shown from the mutation's error
    );
  const blocked = heldBy != null || call.isPending || convert.isPending;
  /** Why the lead's call cannot end now, or null. */
  const refusal = (): string | null => {
    if (!online) return OFFLINE_REFUSAL;
    if (heldBy != null) return `${heldBy} is working on this lead.`;
    if (call.isPending || convert.isPending) return 'The last action is still being sent.';
    if (!lead) return 'The lead is still loading.';
    return null;
  };
  const act = (action: DeskAction) => {
    if (action === 'tel' || action === 'whatsapp')
      return (action === 'tel' ? tel : whatsapp).current?.click();
    if (action !== 'confirmed' && action !== 'no_answer' && action !== 'canceled') return say(LEAD_KEY_HELP);
    const why = refusal() ?? (action === 'confirmed' && lead?.flags.blocked ? BLOCKED_LEAD : null);
    if (why || !lead) return say(why ?? 'The lead is still loading.');
    if (action === 'confirmed') setConverting(true);
    else if (action === 'no_answer') logCall({ outcome: 'no_answer' });
    else logCall({ outcome: 'close', reason });
  };
  useEffect(() => {
    keysRef.current = (key) => {
      const action = DESK_KEYS[key.toLowerCase()];
      // The conversion form is the agent's until placed or left: its fields take the keys.
      if (action && !converting) act(action);
      return action !== undefined;
    };
    return () => {
      keysRef.current = null;
    };
  });
  if (detail.isError) return <p role="alert">{messageOf(detail.error)}</p>;
  if (!lead) return <p className="bo-note">Loading lead…</p>;

  return (
    <article className="bo-desk__order" aria-label={`Lead #${lead.id}`}>
      <header>
        <h3>
          Lead #{lead.id} · {lead.customer_name ?? 'No name typed'} ·{' '}
          <span>{formatAge(lead.updated_at, now)}</span>
        </h3>
        <p>
          Left the {lead.source === 'cart' ? 'checkout' : 'quick order'} without ordering (page in{' '}
          {lead.language.toUpperCase()})
          {lead.call_attempts > 0 && ` · ${lead.call_attempts} unanswered call(s)`}
        </p>
        {heldBy && (
          <p role="status" className="bo-history bo-history--warning">
            Held by {heldBy}
          </p>
        )}
        {lead.flags.blocked && (
          <p className="bo-history bo-history--warning bo-history--wrap">{BLOCKED_LEAD}</p>
        )}
        {lead.flags.risky && (
          <span className="bo-history bo-history--warning">
            Risky: {riskReason(lead.phone_summary.counts)}
          </span>
        )}
        {lead.flags.duplicate_of.length > 0 && (
          <span className="bo-history bo-history--warning">
            Ordered lately: {lead.flags.duplicate_of.map((id) => `#${id}`).join(', ')}
          </span>
        )}
        {lead.flags.repeat && <span className="bo-history">Ordered before</span>}
      </header>
      <dl className="bo-desk__facts">
        <dt>Phone</dt>
        <dd>
          {lead.customer_phone}{' '}
          <a ref={tel} href={telHref(lead.customer_phone)}>
            Call (t)
          </a>{' '}
          <a
            ref={whatsapp}
            href={whatsappHref(lead.customer_phone, whatsappText(lead))}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp (a)
          </a>
        </dd>
        <dt>City</dt>
        <dd>{lead.customer_city ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{lead.customer_address ?? '—'}</dd>
        <dt>Cart</dt>
        <dd>
          <Money amount={lead.total_amount} />
        </dd>
      </dl>
      <ul className="bo-desk__items" aria-label="Items">
        {lead.lines.map((line) => (
          <li key={`${line.product_id}-${line.size}`}>
            {line.quantity} × {line.product_name} — size {line.size}
            {line.price !== null && (
              <>
                {' '}
                — <Money amount={line.price} />
              </>
            )}
          </li>
        ))}
      </ul>
      {lead.phone_summary.recent.length > 0 && (
        <section aria-label="Phone history">
          <h4>Orders from this phone</h4>
          <ul>
            {lead.phone_summary.recent.map((o) => (
              <li key={o.id}>
                #{o.id} · {ORDER_STATUS_LABELS[o.status]} · {formatAge(o.created_at, now)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ClearPhoneCount phone={lead.customer_phone} />
      {converting ? (
        <DeskOrderForm
          label="Order from this lead"
          submitLabel="Place the order"
          pending={convert.isPending}
          error={convert.error}
          initial={{
            lines: lead.lines.map((l) => ({
              product_id: l.product_id,
              name: l.product_name,
              size: l.size,
              quantity: l.quantity,
            })),
            fields: {
              customer_name: lead.customer_name ?? '',
              customer_phone: lead.customer_phone,
              customer_city: lead.customer_city ?? '',
              customer_address: lead.customer_address ?? '',
              delivery_note: '',
            },
          }}
          onSave={(input) => done(convert.mutateAsync({ id: lead.id, input }))}
          onClose={() => setConverting(false)}
        />
      ) : (
        <div className="bo-panel__buttons" role="group" aria-label="Call outcome">
          <button
            type="button"
            className="button"
            disabled={blocked || lead.flags.blocked}
            onClick={() => act('confirmed')}
          >
            Turn into an order (c)
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={blocked}
            onClick={() => act('no_answer')}
          >
            No answer (n)
          </button>
          <select
            aria-label="Why close the lead"
            value={reason}
            onChange={(e) => setReason(e.target.value as LeadCloseReason)}
          >
            {LEAD_CLOSE_REASONS.map((r) => (
              <option key={r} value={r}>
                {LEAD_CLOSE_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--outline"
            disabled={blocked}
            onClick={() => act('canceled')}
          >
            Close the lead (x)
          </button>
        </div>
      )}
      {call.isError && <p role="alert">{messageOf(call.error)}</p>}
      <DeskLog entries={lead.log} now={now} line={logLine} />
    </article>
  );
}
